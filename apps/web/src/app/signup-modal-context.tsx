import { Suspense, createContext, lazy, useContext, useState, type ReactNode } from 'react';

// The form's code is fetched when a visitor opens the modal, not with the first page (issue 17).
const SignupModal = lazy(() =>
  import('@/features/auth/components/signup/signup-modal').then((module) => ({ default: module.SignupModal })),
);

const Context = createContext<{ openSignup: () => void }>({ openSignup: () => undefined });

/** Lets any page open the signup modal (spec section 2: every layout has one). */
export function SignupModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Context.Provider value={{ openSignup: () => setOpen(true) }}>
      {children}
      {open ? (
        <Suspense fallback={null}>
          <SignupModal onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </Context.Provider>
  );
}

export function useSignupModal() {
  return useContext(Context);
}
