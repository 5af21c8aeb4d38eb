/** The command lives in the module's contracts (other modules send it); its handler is beside this file. */
export { NotifyByMailCommand } from '../notifications.contracts';
