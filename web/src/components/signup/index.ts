/**
 * The sign-up engine's components. Server: `toSignupVariant` and `splitVariant` (engine/adapter),
 * `landingSignupVariant` and <TagManager>. Client: <SignupProvider> around a landing page (the
 * variant's core as props, the rest loaded on intent or at idle: variant-details.ts), <SignupTrigger>
 * buttons, <SignupLink> links and the useSignup() hook inside it, <PageView> in every layout. The
 * dialog code itself loads lazily (dialog/).
 */
export { SignupProvider, type SignupProviderProps } from './SignupProvider';
export { SignupLink, SignupTrigger, type SignupLinkProps, type SignupTriggerProps } from './SignupTrigger';
export { useSignup } from './use-signup';
export { PageView, type PageViewProps } from './PageView';
