import { apiFetch } from '@pipcrafters/api-client';
import type { AuthResponse, LoginRequest, RegisterRequest, UpdateUserRequest } from '@pipcrafters/contracts';

export const authApi = {
  me: () => apiFetch<AuthResponse>('/api/auth/me'),
  login: (body: LoginRequest) => apiFetch<AuthResponse>('/api/auth/login', { method: 'POST', body }),
  register: (body: RegisterRequest) => apiFetch<AuthResponse>('/api/auth/register', { method: 'POST', body }),
  logout: () => apiFetch<void>('/api/auth/logout', { method: 'POST' }),
  updateUser: (body: UpdateUserRequest) => apiFetch<AuthResponse>('/api/user', { method: 'PATCH', body }),
};
