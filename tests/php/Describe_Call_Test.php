<?php
/**
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests;

use WebMCP_Abilities\Activity\Agent_Call;
use WebMCP_Abilities\Contract;
use WebMCP_Abilities\Exposure\Describe_Call;
use WebMCP_Abilities\Exposure\Tool_Name;
use WP_Error;
use WP_REST_Request;

require_once __DIR__ . '/fixtures/Fixture_Plugin_Case.php';

/**
 * The generic describe step (`webmcp-abilities/describe-call`): another plugin's consequential
 * call described from its schema and the objects its ids name, never past what the call allows.
 */
final class Describe_Call_Test extends Fixture_Plugin_Case {

	/**
	 * Registers `acme/post-retitle`, shaped as a plugin would write it: labels by title,
	 * description or key, enum meanings both ways, an author id.
	 *
	 * @param callable|null $permission Its permission check (editors of the post, by default).
	 */
	private function register_retitle( ?callable $permission = null ): void {
		$this->register_ability(
			'acme/post-retitle',
			array( 'annotations' => array( 'readonly' => false ) ),
			array(
				'label'               => 'Retitle post',
				'input_schema'        => array(
					'type'                 => 'object',
					'properties'           => array(
						'id'        => array(
							'type'    => 'integer',
							'minimum' => 1,
						),
						'title'     => array(
							'type'        => 'string',
							'description' => 'The new title of the post. Shown wherever the post is listed.',
						),
						'status'    => array(
							'type' => 'string',
							'enum' => array( 'draft', 'publish' ),
						),
						'mood'      => array(
							'type'             => 'string',
							'enum'             => array( 'calm', 'loud' ),
							'enumDescriptions' => array( 'Quietly', 'With fanfare' ),
						),
						'audience'  => array(
							'type'  => 'string',
							'title' => 'Who sees it',
							'oneOf' => array(
								array(
									'enum'  => array( 'all' ),
									'title' => 'Everyone',
								),
								array(
									'enum'  => array( 'staff' ),
									'title' => 'Only the staff',
								),
							),
						),
						'channel'   => array(
							'type'  => 'string',
							'anyOf' => array(
								array(
									'const'       => 'mail',
									'description' => 'By email to subscribers',
								),
							),
						),
						'author_id' => array( 'type' => 'integer' ),
						'notify'    => array( 'type' => 'boolean' ),
					),
					'required'             => array( 'id' ),
					'additionalProperties' => false,
				),
				'permission_callback' => $permission ?? static fn ( $input ): bool => current_user_can( 'edit_post', $input['id'] ?? 0 ),
			)
		);
	}

	/**
	 * @param array<string, mixed> $fields The post's fields, over a published post's.
	 * @return int The post.
	 */
	private static function post( array $fields ): int {
		$post = wp_insert_post( $fields + array( 'post_status' => 'publish' ) );
		self::assertGreaterThan( 0, $post );
		return $post;
	}

	/**
	 * @param array<string, mixed> $call `{ ability, input }`.
	 * @return array<string, mixed>|WP_Error The description as the bridge reads it, or the refusal.
	 */
	private function describe( array $call ): array|WP_Error {
		$response = $this->run_over_rest( Describe_Call::NAME, array(), $call, 'GET' );
		$data     = $response->get_data();
		if ( $response->is_error() ) {
			return new WP_Error( $data['code'], $data['message'], array( 'status' => $response->get_status() ) );
		}
		return $data;
	}

	/**
	 * @param array<string, mixed> $description A description.
	 * @return array<string, string> Its fields, label => value.
	 */
	private static function fields( array $description ): array {
		return array_column( $description['fields'], 'value', 'label' );
	}

	public function test_fields_are_labelled_from_the_schema_enums_read_as_their_meaning_and_before_becomes_after(): void {
		$this->log_in_as( 'editor' );
		$this->register_retitle();
		$post = self::post(
			array(
				'post_title'  => 'Opening hours',
				'post_status' => 'draft',
			)
		);

		// As the address carries it: every value a string.
		$description = $this->describe(
			array(
				'ability' => 'acme/post-retitle',
				'input'   => array(
					'id'       => (string) $post,
					'title'    => 'Summer hours',
					'status'   => 'publish',
					'mood'     => 'loud',
					'audience' => 'staff',
					'channel'  => 'mail',
					'notify'   => 'true',
				),
			)
		);

		self::assertIsArray( $description, is_wp_error( $description ) ? $description->get_error_message() : '' );
		self::assertSame( 'Opening hours', $description['title'] );
		self::assertSame(
			array(
				'ID'                        => "Opening hours (#$post)",
				'The new title of the post' => 'Opening hours → Summer hours',
				'Status'                    => 'Draft → Published',
				'Mood'                      => 'With fanfare',
				'Who sees it'               => 'Only the staff',
				'Channel'                   => 'By email to subscribers',
				'Notify'                    => 'Yes',
			),
			self::fields( $description )
		);
	}

	public function test_an_id_is_named_only_for_someone_who_may_read_what_it_names(): void {
		$this->register_retitle( static fn (): bool => true );
		$admin = $this->log_in_as( 'administrator' );
		wp_update_user(
			array(
				'ID'           => $admin,
				'display_name' => 'Ana Admin',
			)
		);
		$secret = self::post(
			array(
				'post_title'  => 'Layoffs plan',
				'post_status' => 'private',
				'post_author' => $admin,
			)
		);
		$call   = array(
			'ability' => 'acme/post-retitle',
			'input'   => array(
				'id'        => $secret,
				'author_id' => $admin,
			),
		);

		self::assertSame(
			array(
				'ID'        => "Layoffs plan (#$secret)",
				'Author ID' => "Ana Admin (#$admin)",
			),
			self::fields( $this->describe( $call ) )
		);

		$this->log_in_as( 'author' );
		$description = $this->describe( $call );
		self::assertSame(
			array(
				'ID'        => (string) $secret,
				'Author ID' => (string) $admin,
			),
			self::fields( $description ),
			'Neither the private post nor a user list is the author\'s to read.'
		);
		self::assertSame( 'Retitle post', $description['title'] );
		self::assertStringNotContainsString( 'Layoffs', (string) wp_json_encode( $description ) );
		$call['input']['id'] = 999999;
		self::assertSame( '999999', self::fields( $this->describe( $call ) )['ID'], 'A missing post reads as one not readable.' );
	}

	public function test_comments_terms_and_lists_of_ids_are_named_as_wordpress_shows_them(): void {
		$this->register_ability(
			'acme/comment-flag',
			array(),
			array(
				'input_schema'        => array(
					'type'                 => 'object',
					'properties'           => array(
						'comment_id' => array( 'type' => 'integer' ),
						'review_id'  => array( 'type' => 'integer' ),
						'categories' => array(
							'type'  => 'array',
							'items' => array( 'type' => 'integer' ),
						),
					),
					'additionalProperties' => false,
				),
				'permission_callback' => static fn (): bool => true,
			)
		);
		$post     = self::post( array( 'post_title' => 'Recipes' ) );
		$approved = wp_insert_comment(
			array(
				'comment_post_ID'  => $post,
				'comment_author'   => 'Jo',
				'comment_approved' => 1,
			)
		);
		$held     = wp_insert_comment(
			array(
				'comment_post_ID'  => $post,
				'comment_author'   => 'Spammy',
				'comment_approved' => 0,
			)
		);
		$soup     = wp_insert_term( 'Soups', 'category' );
		self::assertIsArray( $soup );
		$this->log_in_as( 'subscriber' );

		self::assertSame(
			array(
				'Comment ID' => "Comment by Jo (#$approved)",
				'Review ID'  => (string) $held,
				'Categories' => "Soups (#{$soup['term_id']}), Uncategorized (#1), 99999",
			),
			self::fields(
				$this->describe(
					array(
						'ability' => 'acme/comment-flag',
						'input'   => array(
							'comment_id' => $approved,
							'review_id'  => $held,
							'categories' => array( $soup['term_id'], 1, 99999 ),
						),
					)
				)
			)
		);
	}

	public function test_the_agents_text_is_text(): void {
		$this->log_in_as( 'editor' );
		$this->register_retitle();
		$post = self::post( array( 'post_title' => 'Menu' ) );

		$fields = self::fields(
			$this->describe(
				array(
					'ability' => 'acme/post-retitle',
					'input'   => array(
						'id'    => $post,
						'title' => '<img src=x onerror=alert(1)>Lunch <b>menu</b>',
					),
				)
			)
		);

		self::assertSame( 'Menu → Lunch menu', $fields['The new title of the post'] );
	}

	public function test_it_refuses_as_the_call_would(): void {
		$this->register_retitle();
		$post = self::post( array( 'post_title' => 'Menu' ) );
		$this->register_ability(
			'acme/gone-thing',
			array(),
			array(
				'input_schema'        => array(
					'type'       => 'object',
					'properties' => array( 'id' => array( 'type' => 'integer' ) ),
				),
				'permission_callback' => static fn () => new WP_Error( 'acme_missing', 'No such thing.', array( 'status' => 404 ) ),
			)
		);
		$this->register_ability( 'acme/hidden', array( 'show_in_rest' => false ) );

		$this->log_in_as( 'subscriber' );
		$denied = $this->describe(
			array(
				'ability' => 'acme/post-retitle',
				'input'   => array( 'id' => $post ),
			)
		);
		self::assertSame( array( 'access_denied', 403 ), array( $denied->get_error_code(), $denied->get_error_data()['status'] ) );

		$this->log_in_as( 'editor' );
		$refusals = array(
			array( 'not_found', array( 'ability' => 'acme/nothing-here' ) ),
			array( 'not_found', array( 'ability' => 'acme/hidden' ) ),
			array(
				'not_found',
				array(
					'ability' => 'acme/gone-thing',
					'input'   => array( 'id' => 3 ),
				),
			),
			array(
				'invalid_input',
				array(
					'ability' => 'acme/post-retitle',
					'input'   => array(
						'id'     => $post,
						'status' => 'archived',
					),
				),
			),
			array(
				'invalid_input',
				array(
					'ability' => 'acme/post-retitle',
					'input'   => array(
						'id'      => $post,
						'unknown' => 1,
					),
				),
			),
		);
		foreach ( $refusals as list( $code, $call ) ) {
			$refused = $this->describe( $call );
			self::assertInstanceOf( WP_Error::class, $refused, $code );
			self::assertSame( $code, $refused->get_error_code(), (string) wp_json_encode( $call ) );
		}
	}

	public function test_a_one_of_schema_with_no_properties_is_read_through_the_branch_the_input_takes(): void {
		$this->switch_on( 'webmcp_test_store', 'webmcp_test_store_register_types', 'webmcp_test_store_register_category', 'webmcp_test_store_register_abilities' );
		$this->log_in_as( 'shop_manager' );
		$mug = webmcp_test_store_seed()['products']['MUG-RED'];

		$description = $this->describe(
			array(
				'ability' => 'woocommerce/product-update',
				'input'   => array(
					'id'                 => $mug,
					'product_type_alias' => 'physical',
					'regular_price'      => '9.50',
					'stock_quantity'     => 4,
				),
			)
		);

		$name = get_the_title( $mug );
		self::assertSame( $name, $description['title'] );
		$fields = self::fields( $description );
		self::assertSame( "$name (#$mug)", $fields['ID'] );
		self::assertSame( 'physical', $fields['Product type alias'] );
		self::assertSame( get_post_meta( $mug, '_regular_price', true ) . ' → 9.50', $fields['Regular price'] );
		self::assertArrayHasKey( 'Stock quantity', $fields );
	}

	public function test_another_plugins_call_refused_at_the_generic_describe_step_is_logged_as_that_call(): void {
		$admin = $this->log_in_as( 'administrator' );
		$this->register_retitle( static fn (): bool => false );
		$this->save_settings( array( 'abilities' => array( 'acme/post-retitle' => true ) ) );
		$post = self::post( array( 'post_title' => 'Menu' ) );

		$response = $this->run_over_rest(
			Describe_Call::NAME,
			array(
				Contract::tool_header()      => (string) Tool_Name::claim( 'acme/post-retitle' ),
				Contract::describes_header() => 'acme/post-retitle',
			),
			array(
				'ability' => 'acme/post-retitle',
				'input'   => array( 'id' => $post ),
			),
			'GET'
		);

		self::assertSame( 403, $response->get_status() );
		self::assertSame( array( 'webmcp access_denied acme/post-retitle' ), $this->rows_of( $admin ) );
	}

	public function test_a_call_it_stands_in_for_is_its_describe_step_and_no_other(): void {
		$this->log_in_as( 'editor' );
		$this->register_retitle();
		$request = static function ( string $called, string $in_input ): WP_REST_Request {
			$request = new WP_REST_Request( 'GET', '/wp-abilities/v1/abilities/' . Describe_Call::NAME . '/run' );
			$request->set_header( Contract::tool_header(), 'acme_post-retitle' );
			$request->set_header( Contract::describes_header(), $called );
			$request->set_query_params( array( 'input' => array( 'ability' => $in_input ) ) );
			return $request;
		};
		$tool    = Tool_Name::claim( 'acme/post-retitle' );

		$marked = $request( 'acme/post-retitle', 'acme/post-retitle' );
		$marked->set_header( Contract::tool_header(), (string) $tool );
		self::assertSame( 'acme/post-retitle', Agent_Call::described_of( $marked )?->get_name() );

		$other = $request( 'acme/post-retitle', 'woocommerce/product-delete' );
		$other->set_header( Contract::tool_header(), (string) $tool );
		self::assertNull( Agent_Call::described_of( $other ), 'It describes the call it names, or nothing.' );
	}
}
