import type { TestApp } from '../../test/app.ts';
import { registerUser } from '../../test/factories.ts';

/** A job seeker with `n` resume view requests from one HR user, numbered 1 to n (the newest is n). */
export async function userWithMessages(app: TestApp, n: number) {
  const sender = await registerUser(app, { role: '2' });
  const user = await registerUser(app);
  await app.services.messages.notify(
    Array.from({ length: n }, (_, i) => ({
      userId: user.id,
      senderId: sender.id,
      messageType: 'resume_view_request',
      content: `申请查看简历 ${i + 1}`,
      contentEn: `Request to view resume ${i + 1}`,
      eventId: i + 1,
    })),
  );
  return { user, sender };
}
