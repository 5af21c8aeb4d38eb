/** The public face of the messaging module: the commands, queries and events other modules may use. */
export {};
