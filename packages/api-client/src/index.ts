export { ApiError, type ApiErrorCode, NETWORK_ERROR, NO_TOKEN } from './api-error';
export {
  type ApiFetchOptions,
  type ApiResponse,
  apiFetch,
  apiFetchWithHeaders,
  bearerFetch,
  bearerUpload,
  currentAccessToken,
  forgetAccessToken,
  NO_TOKEN_MESSAGE,
  onAccountBlocked,
  onSessionExpired,
} from './api-fetch';
export { downloadFile, fileNameFrom, saveBlob } from './download';
