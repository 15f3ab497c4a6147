<?php
/**
 * What "undone" is compared on, and what someone else's change is, for each kind of undo.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Tests\Contract;

use PHPUnit\Framework\Assert;
use WP_User;

/**
 * Undo puts the site back as it was, row for row, but for what only says when and by whom
 * (a post's modified time, a draft's floating date, its edit lock and last editor), history (revisions, the trash's own
 * notes), and new IDs: an undone merge recreates its term under a new ID, so terms are compared by
 * taxonomy and slug, and meta by what it belongs to. What a write created, its undo moves to the
 * trash, as WordPress's own undo of a new item: a post or comment the walk made and left in the
 * trash counts as gone, with the terms it alone brought. An empty meta value reads as none, as
 * `get_post_meta()` and REST read it.
 */
final class Undo_Walk {

	/**
	 * Post meta that says who edited when, what the trash keeps to restore from it, and the pings
	 * and enclosures publishing queues (undo cannot take back what was sent: its caveat says so).
	 */
	private const NOTES = array( '_edit_last', '_edit_lock', '_wp_trash_meta_status', '_wp_trash_meta_time', '_wp_desired_post_slug', '_wp_trash_meta_comments_status', '_pingme', '_encloseme' );

	/** The text someone else puts where the agent wrote. */
	public const SOMEONE_ELSE = 'Changed by someone else';

	/**
	 * @param array<string, array<string, array<string, string|null>>> $state A state (`Site_State::take()`).
	 * @param array<string, array<string, array<string, string|null>>> $start The state before the walk.
	 * @return array<string, array<string, mixed>> It as undo must restore it.
	 */
	public static function kept( array $state, array $start ): array {
		$gone = array();
		foreach ( $state['posts'] as $id => $post ) {
			if ( 'revision' === $post['post_type'] || ( 'trash' === $post['post_status'] && ! isset( $start['posts'][ $id ] ) ) ) {
				$gone[ $id ] = true;
			}
		}
		$gone_comments = array();
		foreach ( $state['comments'] as $id => $comment ) {
			if ( 'trash' === $comment['comment_approved'] && ! isset( $start['comments'][ $id ] ) ) {
				$gone_comments[ $id ] = true;
			}
		}
		$kept          = array();
		$kept['posts'] = array();
		foreach ( array_diff_key( $state['posts'], $gone ) as $id => $post ) {
			unset( $post['post_modified'], $post['post_modified_gmt'] );
			// A draft's floating date (no GMT date yet) follows its every save, as modified does.
			if ( '0000-00-00 00:00:00' === $post['post_date_gmt'] ) {
				unset( $post['post_date'] );
			}
			$kept['posts'][ $id ] = $post;
		}
		$kept['postmeta']    = self::meta( $state['postmeta'], 'post_id', $gone, self::NOTES );
		$kept['comments']    = array_diff_key( $state['comments'], $gone_comments );
		$kept['commentmeta'] = self::meta( $state['commentmeta'], 'comment_id', $gone_comments, self::NOTES );
		$kept['usermeta']    = self::meta( $state['usermeta'], 'user_id', array(), array() );
		$kept               += self::terms( $state, $start, $gone );
		// WordPress's cache of each taxonomy's tree, by term ID, rebuilt as terms change.
		$kept['options'] = self::options( array_filter( $state['options'], static fn ( string $name ): bool => ! str_ends_with( $name, '_children' ), ARRAY_FILTER_USE_KEY ) );
		foreach ( array( 'users', 'proposals', 'grants' ) as $table ) {
			$kept[ $table ] = $state[ $table ];
		}
		return $kept;
	}

	/**
	 * A plugin or theme switched back as a person would switch it leaves WordPress's notes of the
	 * switches behind, as the person's would: when a plugin was last deactivated (the Plugins
	 * screen's "Recently active"), the theme left and its name (read on the next page load), and
	 * each theme's widgets and classic sidebars kept for a switch back. The list of active plugins
	 * is a set, whatever order WordPress leaves its keys in.
	 *
	 * @param array<string, array<string, string|null>> $options Option rows, by name.
	 * @return array<string, array<string, string|null>> Them without those notes.
	 */
	private static function options( array $options ): array {
		unset( $options['recently_activated'], $options['theme_switched'], $options['current_theme'], $options['theme_switch_menu_locations'] );
		if ( isset( $options['active_plugins'] ) ) {
			$active = array_values( (array) maybe_unserialize( (string) $options['active_plugins']['option_value'] ) );
			sort( $active );
			$options['active_plugins']['option_value'] = serialize( $active ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- compared as WordPress stores it.
		}
		foreach ( $options as $name => $row ) {
			if ( ! str_starts_with( $name, 'theme_mods_' ) ) {
				continue;
			}
			$mods = (array) maybe_unserialize( (string) $row['option_value'] );
			unset( $mods['sidebars_widgets'], $mods['wp_classic_sidebars'] );
			// Which theme's settings load with every page follows the active theme.
			unset( $options[ $name ]['autoload'], $options[ $name ]['option_id'] );
			if ( array() === $mods ) {
				unset( $options[ $name ] );
			} else {
				$options[ $name ]['option_value'] = serialize( $mods ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- as above.
			}
		}
		return $options;
	}

	/**
	 * Someone else's change to the object a write changed, made as wp-admin's screens make it:
	 * whatever undo would put back, they changed since.
	 *
	 * @param string               $kind     The write's kind of undo.
	 * @param array<string, mixed> $reversal The write's reversal.
	 * @param Fixture_Site         $site     The fixture site.
	 */
	public static function change_by_someone_else( string $kind, array $reversal, Fixture_Site $site ): void {
		$id = (int) $reversal['id'];
		switch ( $kind ) {
			case 'created':
			case 'fields':
			case 'status':
			case 'published_post':
			case 'revision_restore':
				wp_update_post(
					array(
						'ID'         => $id,
						'post_title' => self::SOMEONE_ELSE,
					)
				);
				return;
			case 'trash':
				wp_untrash_post( $id );
				return;
			case 'comment':
				$approved = 'approved' === wp_get_comment_status( $id );
				wp_set_comment_status( $id, $approved ? 'hold' : 'approve' );
				return;
			case 'reply':
			case 'reply_change':
				wp_update_comment(
					array(
						'comment_ID'      => $id,
						'comment_content' => self::SOMEONE_ELSE,
					)
				);
				return;
			case 'site_identity':
				foreach ( array_keys( (array) $reversal['after'] ) as $option ) {
					update_option( (string) $option, 'site_icon' === $option ? 0 : self::SOMEONE_ELSE );
				}
				return;
			case 'site_settings':
				foreach ( array_keys( (array) $reversal['after'] ) as $option ) {
					$now = (string) get_option( (string) $option );
					update_option( (string) $option, is_numeric( $now ) ? (string) ( (int) $now + 1 ) : self::SOMEONE_ELSE );
				}
				return;
			case 'media':
				update_post_meta( $id, '_wp_attachment_image_alt', self::SOMEONE_ELSE );
				wp_update_post(
					array(
						'ID'           => $id,
						'post_title'   => self::SOMEONE_ELSE,
						'post_excerpt' => self::SOMEONE_ELSE,
						'post_content' => self::SOMEONE_ELSE,
					)
				);
				return;
			case 'media_upload':
				update_post_meta( $id, '_wp_attachment_image_alt', self::SOMEONE_ELSE );
				return;
			case 'media_trash':
				wp_untrash_post( $id );
				return;
			case 'featured_image':
				if ( (int) get_post_thumbnail_id( $id ) > 0 ) {
					delete_post_thumbnail( $id );
				} else {
					set_post_thumbnail( $id, (int) $site->values['image'] );
				}
				return;
			case 'post_terms':
				wp_set_object_terms( $id, array( (int) $site->values['category'] ), (string) $reversal['taxonomy'] );
				return;
			case 'term':
				wp_update_term( $id, (string) $reversal['taxonomy'], array( 'name' => self::SOMEONE_ELSE ) );
				return;
			case 'user_role':
				$user = new WP_User( $id );
				$user->set_role( in_array( 'contributor', $user->roles, true ) ? 'subscriber' : 'contributor' );
				return;
			case 'term_merge':
				wp_insert_term( self::SOMEONE_ELSE, (string) $reversal['taxonomy'], array( 'slug' => (string) $reversal['before']['term']['slug'] ) );
				return;
			case 'plugin_active':
				// As the Plugins screen's other link.
				if ( empty( $reversal['after']['active'] ) ) {
					activate_plugin( (string) $reversal['plugin'] );
				} else {
					deactivate_plugins( (string) $reversal['plugin'] );
				}
				return;
			case 'menu':
				wp_update_nav_menu_object( $id, array( 'menu-name' => self::SOMEONE_ELSE ) );
				return;
			case 'widgets':
				// As the Widgets screen empties a sidebar: its widgets go to the inactive ones.
				$sidebars                        = wp_get_sidebars_widgets();
				$sidebars['wp_inactive_widgets'] = array_merge( (array) ( $sidebars['wp_inactive_widgets'] ?? array() ), (array) ( $sidebars['sidebar-1'] ?? array() ) );
				$sidebars['sidebar-1']           = array();
				wp_set_sidebars_widgets( $sidebars );
				return;
			case 'custom_css':
				wp_update_custom_css_post( 'body { color: #333; } /* ' . self::SOMEONE_ELSE . ' */' );
				return;
			case 'theme':
				$others = array_diff( array_keys( wp_get_themes() ), array( (string) $reversal['after']['stylesheet'] ) );
				switch_theme( (string) reset( $others ) );
				return;
		}
		Assert::fail( "No change by someone else is known for the kind of undo $kind: add one here." );
	}

	/**
	 * @param array<string, mixed> $schema The tool's input schema.
	 * @param mixed                $input  An input, as sent.
	 * @return mixed|null It with each free text changed, or else one enum value changed; null
	 *                    when it has neither.
	 */
	public static function variant( array $schema, $input ) {
		$changed = self::vary( $schema, $input, false );
		if ( $changed !== $input ) {
			return $changed;
		}
		$changed = self::vary( $schema, $input, true );
		return $changed !== $input ? $changed : null;
	}

	/**
	 * @param array<string, mixed> $schema A value's schema.
	 * @param mixed                $value  The value.
	 * @param bool                 $enums  Whether to change an enum value rather than texts.
	 * @return mixed
	 */
	private static function vary( array $schema, $value, bool $enums ) {
		if ( is_array( $value ) ) {
			foreach ( $value as $key => $item ) {
				$item_schema   = is_int( $key ) ? (array) ( $schema['items'] ?? array() ) : (array) ( $schema['properties'][ $key ] ?? array() );
				$value[ $key ] = self::vary( $item_schema, $item, $enums );
				if ( $enums && $value[ $key ] !== $item ) {
					break;
				}
			}
			return $value;
		}
		if ( ! is_string( $value ) || 'string' !== ( $schema['type'] ?? null ) ) {
			return $value;
		}
		if ( $enums ) {
			$others = array_values( array_diff( (array) ( $schema['enum'] ?? array() ), array( $value ) ) );
			return $others[0] ?? $value;
		}
		return Free_Text::is_free( $schema ) ? $value . ' (again)' : $value;
	}

	/**
	 * @param array<string, array<string, string|null>> $rows    Meta rows.
	 * @param string                                    $owner   The column naming what each belongs to.
	 * @param array<string, bool>                       $gone    Owners left out.
	 * @param string[]                                  $ignored Keys left out.
	 * @return array<string, list<string|null>> Values, by owner and key.
	 */
	private static function meta( array $rows, string $owner, array $gone, array $ignored ): array {
		$meta = array();
		foreach ( $rows as $row ) {
			if ( isset( $gone[ (string) $row[ $owner ] ] ) || in_array( $row['meta_key'], $ignored, true ) || '' === $row['meta_value'] ) {
				continue;
			}
			$meta[ $row[ $owner ] . '/' . $row['meta_key'] ][] = $row['meta_value'];
		}
		ksort( $meta );
		return $meta;
	}

	/**
	 * @param array<string, array<string, array<string, string|null>>> $state A state.
	 * @param array<string, array<string, array<string, string|null>>> $start The state before the walk.
	 * @param array<string, bool>                                      $gone  Posts counted as gone.
	 * @return array<string, array<string, mixed>> Its terms, their taxonomies, relationships and
	 *         meta, each keyed by taxonomy and slug.
	 */
	private static function terms( array $state, array $start, array $gone ): array {
		$slug_of = array();
		foreach ( $state['term_taxonomy'] as $taxonomy ) {
			$slug = $taxonomy['taxonomy'] . ':' . ( $state['terms'][ $taxonomy['term_id'] ]['slug'] ?? '?' );
			$slug_of[ 'tt' . $taxonomy['term_taxonomy_id'] ] = $slug;
			$slug_of[ 't' . $taxonomy['term_id'] ]           = $slug;
		}
		$relationships = array();
		$brought       = array();
		foreach ( $state['term_relationships'] as $row ) {
			$slug = $slug_of[ 'tt' . $row['term_taxonomy_id'] ] ?? '?';
			if ( isset( $gone[ (string) $row['object_id'] ] ) ) {
				$brought[ $slug ] ??= ! isset( $start['term_taxonomy'][ $row['term_taxonomy_id'] ] );
				continue;
			}
			$brought[ $slug ]                                 = false;
			$relationships[ $row['object_id'] . '/' . $slug ] = $row['term_order'];
		}
		$names = array();
		foreach ( $state['term_taxonomy'] as $taxonomy ) {
			$key = $slug_of[ 'tt' . $taxonomy['term_taxonomy_id'] ];
			if ( $brought[ $key ] ?? false ) {
				continue;
			}
			$term = $state['terms'][ $taxonomy['term_id'] ] ?? array();
			unset( $term['term_id'], $taxonomy['term_id'], $taxonomy['term_taxonomy_id'] );
			$taxonomy['parent'] = $slug_of[ 't' . $taxonomy['parent'] ] ?? $taxonomy['parent'];
			$names[ $key ]      = $term + $taxonomy;
		}
		$meta = array();
		foreach ( $state['termmeta'] as $row ) {
			$meta[ ( $slug_of[ 't' . $row['term_id'] ] ?? '?' ) . '/' . $row['meta_key'] ][] = $row['meta_value'];
		}
		ksort( $names );
		ksort( $relationships );
		ksort( $meta );
		return array(
			'terms'              => $names,
			'term_relationships' => $relationships,
			'termmeta'           => $meta,
		);
	}

	/**
	 * @param array<mixed> $expected A state as kept.
	 * @param array<mixed> $actual   Another.
	 * @return string Where they differ, a line each; '' when they do not.
	 */
	public static function differences( array $expected, array $actual ): string {
		$was   = self::flat( $expected );
		$is    = self::flat( $actual );
		$lines = array();
		foreach ( array_unique( array_merge( array_keys( $was ), array_keys( $is ) ) ) as $path ) {
			if ( ( $was[ $path ] ?? null ) !== ( $is[ $path ] ?? null ) ) {
				$lines[] = sprintf( '  %s: %s → %s', $path, var_export( $was[ $path ] ?? null, true ), var_export( $is[ $path ] ?? null, true ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- a failure's message.
			}
		}
		return implode( "\n", array_slice( $lines, 0, 20 ) );
	}

	/**
	 * @param array<mixed> $value A nested array.
	 * @param string       $at    Where it is.
	 * @return array<string, mixed> Its leaves, by path.
	 */
	private static function flat( array $value, string $at = '' ): array {
		$flat = array();
		foreach ( $value as $key => $item ) {
			$path = '' === $at ? (string) $key : "$at/$key";
			$flat = is_array( $item ) && array() !== $item ? array_merge( $flat, self::flat( $item, $path ) ) : $flat + array( $path => $item );
		}
		return $flat;
	}
}
