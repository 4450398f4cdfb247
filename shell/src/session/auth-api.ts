import { apiFetch } from '@pipcrafters/api-client';
import type {
  AuthResponse,
  ChangePasswordRequest,
  LoginRequest,
  RegisterRequest,
  UpdateUserRequest,
} from '@pipcrafters/contracts';

export const authApi = {
  me: () => apiFetch<AuthResponse>('/api/auth/me'),
  login: (body: LoginRequest) => apiFetch<AuthResponse>('/api/auth/login', { method: 'POST', body }),
  register: (body: RegisterRequest) => apiFetch<AuthResponse>('/api/auth/register', { method: 'POST', body }),
  logout: () => apiFetch<void>('/api/auth/logout', { method: 'POST' }),
  logoutEverywhere: () => apiFetch<void>('/api/auth/logout-all', { method: 'POST' }),
  changePassword: (body: ChangePasswordRequest) =>
    apiFetch<void>('/api/user/password', { method: 'POST', body }),
  updateUser: (body: UpdateUserRequest) => apiFetch<AuthResponse>('/api/user', { method: 'PATCH', body }),
};
