import { createContext, useContext, useState, type ReactNode } from 'react';
import { SignupModal } from '@/features/auth/components/signup/signup-modal';

const Context = createContext<{ openSignup: () => void }>({ openSignup: () => undefined });

/** Lets any page open the signup modal (spec section 2: every layout has one). */
export function SignupModalProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Context.Provider value={{ openSignup: () => setOpen(true) }}>
      {children}
      {open ? <SignupModal onClose={() => setOpen(false)} /> : null}
    </Context.Provider>
  );
}

export function useSignupModal() {
  return useContext(Context);
}
