import { z } from 'zod';
import { CaptchaSchema, LoginBodySchema, LoginResultSchema, RegisterBodySchema } from '../auth.ts';
import { defineRoutes } from './route.ts';

const tags = ['auth'];

/** The captcha, register, login and logout (docs/product/accounts-and-login.md#the-calls). */
export const authApi = defineRoutes({
  captcha: {
    method: 'GET',
    path: '/base/captcha',
    auth: 'public',
    tags,
    summary: 'A new image captcha (60 s, single use)',
    data: CaptchaSchema,
  },
  register: {
    method: 'POST',
    path: '/user/register',
    auth: 'public',
    tags,
    summary: 'Register as recruiter (2) or job seeker (3)',
    body: RegisterBodySchema,
    multipart: 'form',
    data: LoginResultSchema,
  },
  login: {
    method: 'POST',
    path: '/user/passwd_login',
    auth: 'public',
    tags,
    summary: 'Log in with phone and password',
    body: LoginBodySchema,
    multipart: 'form',
    data: LoginResultSchema,
  },
  logout: {
    method: 'POST',
    path: '/user/logout',
    auth: 'user',
    tags,
    summary: 'Revoke the current session',
    data: z.null(),
  },
});
