/** The team page's texts, as the spec words them. */
export const NO_OPEN_POSITIONS = 'There are no open positions at the moment.';
/** Shown after 'Error: ' when the team cannot load: production builds hide the server's own message. */
export const TEAM_LOAD_FAILED = 'We could not load the team right now. Please try again.';
