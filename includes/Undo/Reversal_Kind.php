<?php
/**
 * What a kind of reversal provides, for the writes whose undo lives in a class of its own.
 *
 * @package WebMCP_Abilities
 */

declare( strict_types=1 );

namespace WebMCP_Abilities\Undo;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A reversal is plain data stored with its log entry (`kind`, `id`, `before`, `after`, and a
 * `label` naming the object as people know it). Each kind reads the object before the write,
 * says what the write changed (one change per object: a write on many objects is one log entry
 * each), refuses an undo when the object no longer is as the write left it, and undoes as the
 * person clicking, through the same WordPress functions its screens use.
 *
 * @internal
 * @since 0.5.0
 */
interface Reversal_Kind {

	/**
	 * @param array<string, mixed> $input The write's validated input.
	 * @return array<string, mixed>|null What the objects it may change are now.
	 */
	public static function snapshot( array $input ): ?array;

	/**
	 * @param array<string, mixed>|null $before The snapshot.
	 * @param array<string, mixed>      $input  The write's input.
	 * @param array<string, mixed>      $result Its result.
	 * @return array<int, array{object_type: string, object_id: int, reversal: array<string, mixed>}>
	 *         One change per object it changed; none when it changed nothing.
	 */
	public static function changes( ?array $before, array $input, array $result ): array;

	/**
	 * @param array<string, mixed> $reversal A stored reversal of this kind.
	 * @return bool Whether the current person may make the reverse change.
	 */
	public static function may_undo( array $reversal ): bool;

	/**
	 * @param array<string, mixed> $reversal A stored reversal of this kind.
	 * @return string|null What changed since the write, or null when the object is as it left it.
	 */
	public static function conflict( array $reversal ): ?string;

	/**
	 * @param array<string, mixed> $reversal A stored reversal, already checked for conflicts.
	 * @return true|WP_Error
	 */
	public static function apply( array $reversal ): bool|WP_Error;

	/**
	 * @param array<string, mixed> $reversal A stored reversal of this kind.
	 * @return string What undo does, for its button's label.
	 */
	public static function describe( array $reversal ): string;

	/**
	 * @return string The change undo takes back, in a word or two.
	 */
	public static function change_name(): string;

	/**
	 * @param array<string, mixed> $reversal A stored reversal of this kind.
	 * @return string Where the current person edits the object, or ''.
	 */
	public static function url( array $reversal ): string;
}
