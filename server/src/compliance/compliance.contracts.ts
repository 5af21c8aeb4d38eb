/** The public face of the compliance module: the commands, queries and events other modules may use. */
export {};
