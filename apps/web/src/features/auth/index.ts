// The public face of the auth feature: session state and the screens' building blocks.
export { getMe, meQueryKey, meQueryOptions, useUser } from './api/get-me.ts';
export { useLogin } from './api/login.ts';
export { mockInvestorOf, useMockLogin } from './api/start-mock-session.ts';
export { AuthGuard } from './components/auth-guard.tsx';
export { InvestorStart } from './components/investor-start.tsx';
export { LoginForm } from './components/login-form.tsx';
export { RegistrationForm } from './components/registration-form.tsx';
export { ResetPasswordForm } from './components/reset-password-form.tsx';
export { SessionTopBar } from './components/session-top-bar.tsx';
export { SetPasswordForm } from './components/set-password-form.tsx';
export { useLogout } from './hooks/use-logout.ts';
export { hasInvestorData, type LocalMockInvestor, type User } from './types.ts';
export { decideGuard, type GuardDecision, type GuardInput } from './utils/guard-decision.ts';
export { landingPathFor } from './utils/landing-path.ts';
