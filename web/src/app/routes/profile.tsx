export { default } from './coming-soon';
