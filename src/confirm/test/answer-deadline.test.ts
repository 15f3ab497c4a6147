import {
	MAX_EXTENSIONS,
	startAnswerDeadline,
	WARN_BEFORE_SECONDS,
} from '../answer-deadline';

describe( 'startAnswerDeadline', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'warns before the end, then ends the wait', () => {
		const warn = jest.fn();
		const expire = jest.fn();
		startAnswerDeadline( 55, warn, expire );
		jest.advanceTimersByTime( ( 55 - WARN_BEFORE_SECONDS ) * 1000 - 1 );
		expect( warn ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( warn ).toHaveBeenCalledTimes( 1 );
		jest.advanceTimersByTime( WARN_BEFORE_SECONDS * 1000 - 1 );
		expect( expire ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( expire ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'starts the full wait again on more time, a limited number of times', () => {
		const expire = jest.fn();
		const deadline = startAnswerDeadline( 30, () => {}, expire );
		for ( let i = 0; i < MAX_EXTENSIONS; i++ ) {
			jest.advanceTimersByTime( 29_000 );
			expect( deadline.extend() ).toBe( true );
		}
		expect( deadline.canExtend() ).toBe( false );
		expect( deadline.extend() ).toBe( false );
		jest.advanceTimersByTime( 29_999 );
		expect( expire ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( expire ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'does nothing once stopped (the person answered)', () => {
		const warn = jest.fn();
		const expire = jest.fn();
		startAnswerDeadline( 10, warn, expire ).stop();
		jest.advanceTimersByTime( 60_000 );
		expect( warn ).not.toHaveBeenCalled();
		expect( expire ).not.toHaveBeenCalled();
	} );
} );
