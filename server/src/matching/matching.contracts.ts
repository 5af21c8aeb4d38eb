/** The public face of the matching module: the commands, queries and events other modules may use. */
export {};
