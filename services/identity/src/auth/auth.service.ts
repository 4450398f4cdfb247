import { Injectable } from '@nestjs/common';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  ErrorCode,
  Messages,
  type PublicUser,
  passwordProblems,
  type RefreshResponse,
} from '@pipcrafters/contracts';
import { ApiException, type SignedInUser } from '@pipcrafters/service-kit';
import { isUUID } from 'class-validator';
import { IdentityMessages } from '../messages';
import { type ClientInfo, SessionsService } from '../sessions/sessions.service';
import type { UserEntity } from '../users/user.entity';
import { toPublicUser } from '../users/user.mapper';
import { UsersService } from '../users/users.service';
import { AccessTokenService } from './access-token.service';
import { ApplicationsService } from './applications.service';
import type { ChangePasswordDto } from './dto/change-password.dto';
import type { LoginDto } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';
import { PasswordHasher } from './password-hasher';

const Texts = IdentityMessages.auth;

/** A signed-in session: what the controller turns into the response body and the two cookies. */
export interface SignedIn {
  user: PublicUser;
  accessToken: string;
  refreshToken: string;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly hasher: PasswordHasher,
    private readonly accessTokens: AccessTokenService,
    private readonly applications: ApplicationsService,
  ) {}

  /**
   * Signs the applicant in as PENDING, so the browser can show the pending-approval page: with a new account, or
   * with a shadow application when the e-mail already has one (`ApplicationsService`). Both answer the same, after
   * the same password hashing.
   */
  async register(request: RegisterDto, client: ClientInfo): Promise<SignedIn> {
    const passwordHash = await this.hasher.hash(request.password);
    const applicant = await this.applications.apply(
      {
        email: request.email,
        firstName: request.firstName,
        lastName: request.lastName,
        passwordHash,
      },
      client,
    );
    return this.signIn(applicant, client);
  }

  /**
   * Unknown email and wrong password cost the same argon2 verifications and give the same answer; the account
   * state is only revealed to someone who knows the password. A pending application signs in whether it is the
   * account's own or a shadow one, and every sign-in that is not an account past approval (pending, or failing)
   * also checks the e-mail's shadow applications, each slot costing the same: none of it can be told apart.
   */
  async login(request: LoginDto, client: ClientInfo): Promise<SignedIn> {
    const user = await this.users.findForLogin(request.email);
    const valid = await this.hasher.verify(user?.passwordHash, request.password);
    if (user && valid && user.status !== 'PENDING') return this.signInAccount(user, request, client);
    const shadow = await this.applications.matchShadow(request.email, request.password);
    if (user && valid) return this.signInAccount(user, request, client);
    if (!shadow) throw new ApiException(401, ErrorCode.INVALID_CREDENTIALS, Texts.invalidCredentials);
    return this.signIn(shadow, client);
  }

  async refresh(
    refreshToken: unknown,
    client: ClientInfo,
  ): Promise<RefreshResponse & { refreshToken: string }> {
    const result = await this.sessions.rotate(refreshToken, client);
    if (result.outcome === 'invalid') {
      throw new ApiException(401, ErrorCode.REFRESH_INVALID, Messages.sessionExpired);
    }
    if (result.outcome === 'blocked') {
      if (result.user.status === 'REJECTED') {
        throw new ApiException(403, ErrorCode.ACCOUNT_REJECTED, Messages.accountRejected);
      }
      throw new ApiException(403, ErrorCode.ACCOUNT_SUSPENDED, Messages.accountSuspended);
    }
    return {
      accessToken: this.accessTokens.sign(result.user, result.issued.familyId),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      refreshToken: result.issued.token,
    };
  }

  /** Ends the session of the refresh cookie and the one the access token names (they are usually the same). */
  async logout(refreshToken: unknown, sessionId: string | undefined): Promise<void> {
    await this.sessions.revokeByToken(refreshToken);
    if (sessionId && isUUID(sessionId)) await this.sessions.revokeFamily(sessionId);
  }

  /**
   * Replaces the password after checking the current one. Every other session of the user ends (whoever knew the
   * old password is signed out); the session that asked stays signed in.
   */
  async changePassword(caller: SignedInUser, request: ChangePasswordDto): Promise<void> {
    // The caller's own row by id (an e-mail may also name shadow applications, never the token's e-mail).
    const user = await this.users.findWithPasswordHash(caller.userId);
    if (!user) throw new ApiException(401, ErrorCode.UNAUTHENTICATED, Messages.unauthenticated);
    if (!(await this.hasher.verify(user.passwordHash, request.currentPassword))) {
      throw new ApiException(400, ErrorCode.CURRENT_PASSWORD_INVALID, Texts.currentPasswordInvalid);
    }
    const problems = passwordProblems(request.newPassword, user.email);
    if (problems.length > 0) {
      throw new ApiException(
        400,
        ErrorCode.VALIDATION_FAILED,
        `${Texts.newPasswordInvalid} ${problems.join(' ')}`,
        problems,
      );
    }
    if (request.newPassword === request.currentPassword) {
      throw new ApiException(400, ErrorCode.VALIDATION_FAILED, Texts.newPasswordUnchanged);
    }
    await this.users.updatePasswordHash(user.id, await this.hasher.hash(request.newPassword));
    await this.sessions.revokeAllOfUser(user.id, caller.sessionId);
  }

  /** Ends every session of the user: each refresh-token family is revoked, so no device can refresh again. */
  async logoutEverywhere(userId: string): Promise<void> {
    await this.sessions.revokeAllOfUser(userId);
  }

  async currentUser(userId: string): Promise<PublicUser> {
    const user = await this.users.publicUser(userId);
    if (!user) throw new ApiException(401, ErrorCode.UNAUTHENTICATED, Messages.unauthenticated);
    return user;
  }

  /** An account whose password was right: refused with the reason when rejected or suspended, else signed in. */
  private async signInAccount(user: UserEntity, request: LoginDto, client: ClientInfo): Promise<SignedIn> {
    if (user.status === 'REJECTED') {
      throw new ApiException(
        403,
        ErrorCode.ACCOUNT_REJECTED,
        Texts.loginRejectedBecause(user.rejectionReason),
      );
    }
    if (user.status === 'SUSPENDED') {
      throw new ApiException(403, ErrorCode.ACCOUNT_SUSPENDED, Texts.loginSuspended);
    }
    if (this.hasher.needsRehash(user.passwordHash)) {
      await this.users.updatePasswordHash(user.id, await this.hasher.hash(request.password));
    }
    return this.signIn(user, client);
  }

  private async signIn(user: UserEntity, client: ClientInfo): Promise<SignedIn> {
    const session = await this.sessions.start(user, client);
    return {
      user: toPublicUser(user),
      accessToken: this.accessTokens.sign(user, session.familyId),
      refreshToken: session.token,
    };
  }
}
