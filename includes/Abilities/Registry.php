<?php
/**
 * Registers the plugin's own abilities.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Abilities;

use WebMCP_Abilities\Areas\Comments\Describe_Comment;
use WebMCP_Abilities\Areas\Comments\Describe_Reply;
use WebMCP_Abilities\Areas\Comments\Describe_Reply_Change;
use WebMCP_Abilities\Areas\Comments\List_Pending_Comments;
use WebMCP_Abilities\Areas\Comments\Moderate_Comment;
use WebMCP_Abilities\Areas\Comments\Reply_To_Comment;
use WebMCP_Abilities\Areas\Comments\Update_Reply;
use WebMCP_Abilities\Areas\Design\List_Templates;
use WebMCP_Abilities\Areas\Media\Describe_Featured_Image;
use WebMCP_Abilities\Areas\Media\Describe_Media_Update;
use WebMCP_Abilities\Areas\Media\Find_Media;
use WebMCP_Abilities\Areas\Media\Get_Media;
use WebMCP_Abilities\Areas\Media\Set_Featured_Image;
use WebMCP_Abilities\Areas\Media\Update_Media;
use WebMCP_Abilities\Areas\Overview\Get_Site_Overview;
use WebMCP_Abilities\Areas\Overview\List_Admin_Screens;
use WebMCP_Abilities\Areas\Posts\Create_Draft;
use WebMCP_Abilities\Areas\Posts\Describe_Post;
use WebMCP_Abilities\Areas\Posts\Describe_Publish;
use WebMCP_Abilities\Areas\Posts\Describe_Published_Change;
use WebMCP_Abilities\Areas\Posts\Find_Posts;
use WebMCP_Abilities\Areas\Posts\Get_Post;
use WebMCP_Abilities\Areas\Posts\Publish_Post;
use WebMCP_Abilities\Areas\Posts\Trash_Post;
use WebMCP_Abilities\Areas\Posts\Update_Draft;
use WebMCP_Abilities\Areas\Posts\Update_Published_Post;
use WebMCP_Abilities\Areas\Proposals\Get_Proposal;
use WebMCP_Abilities\Areas\Public_Site\Describe_Page;
use WebMCP_Abilities\Areas\Public_Site\List_Destinations;
use WebMCP_Abilities\Areas\Public_Site\Read_Content;
use WebMCP_Abilities\Areas\Public_Site\Search_Site;
use WebMCP_Abilities\Areas\Site_Identity\Describe_Site_Identity;
use WebMCP_Abilities\Areas\Site_Identity\Update_Site_Identity;
use WebMCP_Abilities\Areas\Terms\Describe_Post_Terms;
use WebMCP_Abilities\Areas\Terms\Describe_Term_Merge;
use WebMCP_Abilities\Areas\Terms\Describe_Term_Save;
use WebMCP_Abilities\Areas\Terms\List_Terms;
use WebMCP_Abilities\Areas\Terms\Merge_Terms;
use WebMCP_Abilities\Areas\Terms\Save_Term;
use WebMCP_Abilities\Areas\Terms\Set_Post_Terms;

defined( 'ABSPATH' ) || exit;

/**
 * The list of the plugin's abilities. Each class names itself (`NAME`) and describes itself
 * (`definition()`); this is the one place that hands them to WordPress.
 *
 * @internal
 * @since 0.1.0
 */
final class Registry {

	/** @var array<int, class-string> */
	private const ABILITIES = array(
		Get_Site_Overview::class,
		List_Admin_Screens::class,
		Find_Posts::class,
		Get_Post::class,
		Create_Draft::class,
		Update_Draft::class,
		Update_Published_Post::class,
		Publish_Post::class,
		Get_Proposal::class,
		Trash_Post::class,
		List_Pending_Comments::class,
		Moderate_Comment::class,
		Reply_To_Comment::class,
		Update_Reply::class,
		List_Templates::class,
		Update_Site_Identity::class,
		Find_Media::class,
		Get_Media::class,
		Update_Media::class,
		Set_Featured_Image::class,
		List_Terms::class,
		Save_Term::class,
		Merge_Terms::class,
		Set_Post_Terms::class,
		// For anyone, logged out included: what the public site shows.
		Search_Site::class,
		Read_Content::class,
		List_Destinations::class,
		Describe_Page::class,
		// Not tools: the confirmation dialog runs them to show what a call acts on.
		Describe_Post::class,
		Describe_Publish::class,
		Describe_Comment::class,
		Describe_Site_Identity::class,
		Describe_Media_Update::class,
		Describe_Featured_Image::class,
		Describe_Term_Merge::class,
		Describe_Term_Save::class,
		Describe_Post_Terms::class,
		Describe_Published_Change::class,
		Describe_Reply::class,
		Describe_Reply_Change::class,
	);

	/**
	 * Runs on `wp_abilities_api_init`.
	 *
	 * @since 0.1.0
	 */
	public static function register(): void {
		foreach ( self::ABILITIES as $ability ) {
			wp_register_ability( $ability::NAME, $ability::definition() );
		}
	}
}
