<?php
/**
 * The media area: the media library and featured images.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Areas\Media;

defined( 'ABSPATH' ) || exit;

/**
 * @internal
 * @since 0.7.0
 */
final class Area extends \WebMCP_Abilities\Abilities\Area {

	/**
	 * @return array<int, class-string>
	 */
	public static function abilities(): array {
		return array(
			Find_Media::class,
			Get_Media::class,
			Update_Media::class,
			Set_Featured_Image::class,
			Upload_Media::class,
			Delete_Media::class,
		);
	}

	/**
	 * @return array<int, class-string>
	 */
	public static function describers(): array {
		return array(
			Describe_Media_Update::class,
			Describe_Featured_Image::class,
			Describe_Media_Upload::class,
			Describe_Media_Delete::class,
		);
	}

	/**
	 * A deletion is undone only where the site keeps a media trash: elsewhere it is for good.
	 *
	 * @return array<string, class-string<\WebMCP_Abilities\Undo\Reversal_Kind>>
	 */
	public static function reversals(): array {
		return array(
			Update_Media::NAME       => Media_Reversal::class,
			Set_Featured_Image::NAME => Featured_Image_Reversal::class,
			Upload_Media::NAME       => Upload_Reversal::class,
		) + ( Delete_Media::trashes() ? array( Delete_Media::NAME => Media_Trash_Reversal::class ) : array() );
	}
}
