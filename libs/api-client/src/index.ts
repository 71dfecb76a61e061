export * from './generated/endpoints';
export * from './generated/model';
export { ApiError, setApiLanguage } from './mutator/fetch-api';
