/** The public face of the billing module: the commands, queries and events other modules may use. */
export {};
