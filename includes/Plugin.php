<?php
/**
 * Wires the plugin into WordPress: checks what it needs, then adds its hooks.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities;

defined( 'ABSPATH' ) || exit;

/**
 * Plugin bootstrap.
 *
 * @internal
 * @since 0.1.0
 */
final class Plugin {

	/**
	 * The areas of the site the plugin works in, in the order their tools are offered: the one
	 * list that names them (`includes/Areas/`). Each depends on the kernel, never on another.
	 *
	 * @var array<int, class-string<Abilities\Area>>
	 */
	private const AREAS = array(
		Areas\Overview\Area::class,
		Areas\Posts\Area::class,
		Areas\Revisions\Area::class,
		Areas\Proposals\Area::class,
		Areas\Comments\Area::class,
		Areas\Design\Area::class,
		Areas\Site_Identity\Area::class,
		Areas\Site_Settings\Area::class,
		Areas\Menus\Area::class,
		Areas\Widgets\Area::class,
		Areas\Custom_CSS\Area::class,
		Areas\Plugins\Area::class,
		Areas\Themes\Area::class,
		Areas\Site_Health\Area::class,
		Areas\Media\Area::class,
		Areas\Terms\Area::class,
		Areas\People\Area::class,
		Areas\Public_Site\Area::class,
	);

	/**
	 * Adds the plugin's hooks, or only an admin notice when WordPress is too old.
	 *
	 * @since 0.1.0
	 */
	public static function boot(): void {
		Abilities\Registry::compose( self::AREAS );
		$requirements = new Requirements( MINIMUM_WP_VERSION );
		if ( ! $requirements->are_met() ) {
			add_action( 'admin_notices', array( $requirements, 'print_notice' ) );
			add_filter( 'site_status_tests', array( Health\Health_Tests::class, 'add_requirement' ) );
			return;
		}
		add_filter( 'site_status_tests', array( Health\Health_Tests::class, 'add' ) );
		add_filter( 'debug_information', array( Health\Health_Info::class, 'add' ) );
		add_action( 'rest_api_init', array( Health\Health_Tests::class, 'register_route' ) );

		register_activation_hook( PLUGIN_FILE, array( Lifecycle\Activation::class, 'activate' ) );
		register_deactivation_hook( PLUGIN_FILE, array( Lifecycle\Activation::class, 'deactivate' ) );
		add_action( 'wp_initialize_site', array( Lifecycle\Activation::class, 'set_up_new_site' ), 200 );
		add_filter( 'wpmu_drop_tables', array( Lifecycle\Activation::class, 'drop_site_table' ), 10, 2 );

		add_action( 'wp_abilities_api_categories_init', array( Abilities\Categories::class, 'register' ) );
		add_action( 'wp_abilities_api_init', array( Abilities\Registry::class, 'register' ) );
		add_action( 'wp_abilities_api_init', array( Exposure\Describe_Call::class, 'register' ) );
		add_action( 'admin_enqueue_scripts', array( Admin\Bridge_Script::class, 'enqueue' ) );
		add_action( 'show_user_profile', array( Desktop\Relay_Choice::class, 'print_field' ) );
		add_action( 'personal_options_update', array( Desktop\Relay_Choice::class, 'save' ) );
		add_filter( 'load_script_translations', array( Admin\Panel_Translations::class, 'merge' ), 10, 4 );
		add_action( 'enqueue_block_editor_assets', array( Admin\Editor_Abilities_Script::class, 'enqueue' ) );
		add_action( 'admin_notices', array( Admin\Not_In_Rest_Notice::class, 'print' ) );

		add_action( 'init', array( Settings\Settings::class, 'register' ) );
		add_action( 'rest_api_init', array( Settings\Exposure_Controller::class, 'register' ) );
		add_action( 'rest_api_init', array( Exposure\Page_Tools_Controller::class, 'register' ) );
		add_filter( 'rest_request_after_callbacks', array( Exposure\Tool_Examples::class, 'leave_out' ), 10, 3 );
		add_action( 'admin_menu', array( Settings\Settings_Page::class, 'add_menu' ) );
		add_action( 'admin_enqueue_scripts', array( Settings\Settings_Page::class, 'enqueue' ) );

		add_filter( 'rest_pre_dispatch', array( Activity\Describe_Step_Body::class, 'read_as_get' ), 9, 3 );
		add_filter( 'rest_pre_dispatch', array( Activity\Agent_Input::class, 'filter' ), 9, 3 );
		add_filter( 'rest_pre_dispatch', array( Activity\Agent_Call_Recorder::class, 'start' ), 10, 3 );
		// After the recorder's start, so a call refused as withdrawn is still logged.
		add_filter( 'rest_pre_dispatch', array( Activity\Agent_Call_Gate::class, 'check' ), 11, 3 );
		add_filter( 'rest_pre_dispatch', array( Activity\Agent_Call_Recorder::class, 'open' ), 12, 3 );
		add_filter( 'rest_post_dispatch', array( Activity\Agent_Call_Recorder::class, 'finish' ), 10, 3 );
		add_action( 'rest_api_init', array( Activity\Activity_Controller::class, 'register' ) );
		add_action( 'rest_api_init', array( Grants\Grant_Controller::class, 'register' ) );
		add_action( 'admin_menu', array( Proposals\Proposals_Page::class, 'add_menu' ) );
		add_action( 'admin_post_' . Proposals\Proposals_Page::ACTION, array( Proposals\Proposals_Page::class, 'handle' ) );
		add_action( 'admin_notices', array( Proposals\Proposal_Notices::class, 'print' ) );
		add_action( 'rest_api_init', array( Assistant\Assistant_Controller::class, 'register' ) );
		add_action( 'rest_api_init', array( Assistant\Assistant_Writes::class, 'register' ) );
		add_action( 'rest_api_init', array( Undo\Undo_Controller::class, 'register' ) );
		add_action( 'admin_init', array( Assistant\Privacy_Policy::class, 'add_suggested_text' ) );
		add_action( 'admin_bar_menu', array( Assistant\Assistant_Entry::class, 'add_node' ), 70 );
		add_action( 'init', array( Activity\Ability_Run_Recorder::class, 'register' ) );
		add_action( 'init', array( Undo\Write_Capture::class, 'register' ) );
		add_action( 'admin_post_' . Undo\Undo_Request::ACTION, array( Undo\Undo_Request::class, 'handle' ) );
		add_action( 'admin_post_' . Activity\Activity_Export::ACTION, array( Activity\Activity_Export::class, 'download' ) );
		add_action( 'admin_menu', array( Activity\Activity_Page::class, 'add_menu' ) );
		add_action( 'admin_init', array( Activity\Activity_Log::class, 'maybe_upgrade' ) );
		add_action( 'init', array( Activity\Log_Retention::class, 'schedule' ) );
		add_action( Activity\Log_Retention::CRON_HOOK, array( Activity\Log_Retention::class, 'prune' ) );
		add_action( Activity\Log_Retention::CRON_HOOK, array( Proposals\Proposal_Store::class, 'expire_due' ) );
		Abilities\Registry::boot();
	}
}
