import { ROLES } from '@app/shared';
import type { TestApp } from './app.ts';
import { authHeader, registerUser } from './factories.ts';

/** A job seeker registered through the API with a complete resume saved by the /resume form (name and overrides). */
export async function registerSeekerWithResume(app: TestApp, name: string, overrides: Record<string, unknown> = {}) {
  const seeker = await registerUser(app, { role: ROLES.seeker });
  const res = await app.inject({
    method: 'POST',
    url: '/u/v1/hunter/save/resume',
    headers: authHeader(seeker.token),
    payload: {
      nick_name: name,
      chinese_name: '',
      gender: 'male',
      birthday: '1988-05-01',
      email: 'engineer@example.com',
      address: '上海市浦东新区世纪大道 100 号',
      status: 2,
      experience: 8,
      degree: 2,
      enable_resume: 1,
      self_desc: '十年施工管理经验',
      major_ids: [],
      cert_ids: [],
      projects: [
        {
          project_name: '上海中心大厦',
          position: '项目经理',
          description: '负责施工组织与进度管理。',
          start_time: '2015-03-01',
          end_time: '2017-06-30',
        },
      ],
      ...overrides,
    },
  });
  if (res.statusCode !== 200) throw new Error(`resume not saved: ${res.body}`);
  return seeker;
}
