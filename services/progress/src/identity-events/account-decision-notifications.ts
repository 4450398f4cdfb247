import type { DomainEvents } from '@pipcrafters/contracts';
import { ProgressMessages } from '../messages';
import type { NewNotification } from '../notifications/notifications.service';

const Texts = ProgressMessages.accountDecisions;

/** The welcome an applicant receives when an admin approves the sign-up. */
export function welcomeNotification(payload: DomainEvents['identity.user.approved']): NewNotification {
  return {
    type: 'system',
    title: Texts.welcome.title,
    message: Texts.welcome.message(payload.firstName.trim()),
  };
}

/** Kept on the account so the decision and its reason stay on record if the account is ever reactivated. */
export function rejectionNotification(payload: DomainEvents['identity.user.rejected']): NewNotification {
  return {
    type: 'system',
    title: Texts.rejected.title,
    message: Texts.rejected.message(payload.reason),
  };
}

/** Tells the user what an admin changed in their permissions. */
export function rolesChangedNotification(
  payload: DomainEvents['identity.user.roles-changed'],
): NewNotification {
  let texts: { title: string; message: string } = Texts.rolesChanged;
  if (payload.granted.includes('ADMIN')) texts = Texts.adminGranted;
  else if (payload.removed.includes('ADMIN')) texts = Texts.adminRemoved;
  return { type: 'system', title: texts.title, message: texts.message };
}

/** Tells an account's owner that someone tried to sign up with its e-mail, and what to do about it. */
export function registrationAttemptNotification(
  payload: DomainEvents['identity.user.registration-attempted'],
): NewNotification {
  return {
    type: 'system',
    title: Texts.registrationAttempt.title,
    message: Texts.registrationAttempt.message(payload.firstName.trim()),
  };
}
