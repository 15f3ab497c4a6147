/**
 * How long a confirmation waits for the person. A desktop agent's tool server (chrome-devtools-mcp
 * 1.11) never tells the page that its client gave up, so the page bounds the wait itself: past it
 * the request is withdrawn and nothing runs. The person is warned first and may ask for more time
 * (WCAG 2.2.1), a few times.
 */

/** Seconds before the end when the person is warned: enough to reach "More time". */
export const WARN_BEFORE_SECONDS = 20;

/** How many times the person may ask for more time. */
export const MAX_EXTENSIONS = 10;

export interface AnswerDeadline {
	/** Starts the full wait again; `false` once the person has asked `MAX_EXTENSIONS` times. */
	extend: () => boolean;
	/** Whether the person may still ask for more time. */
	canExtend: () => boolean;
	stop: () => void;
}

/**
 * @param seconds  The wait.
 * @param onWarn   Called once per wait, `WARN_BEFORE_SECONDS` before its end (at once for short waits).
 * @param onExpire Called when the wait ends with no answer.
 */
export function startAnswerDeadline(
	seconds: number,
	onWarn: () => void,
	onExpire: () => void
): AnswerDeadline {
	let extensions = 0;
	let timers: Array< ReturnType< typeof setTimeout > > = [];
	const stop = () => {
		timers.forEach( clearTimeout );
		timers = [];
	};
	const start = () => {
		stop();
		timers = [
			setTimeout(
				onWarn,
				Math.max( 0, seconds - WARN_BEFORE_SECONDS ) * 1000
			),
			setTimeout( onExpire, seconds * 1000 ),
		];
	};
	start();
	return {
		extend: () => {
			if ( extensions >= MAX_EXTENSIONS ) {
				return false;
			}
			extensions++;
			start();
			return true;
		},
		canExtend: () => extensions < MAX_EXTENSIONS,
		stop,
	};
}
