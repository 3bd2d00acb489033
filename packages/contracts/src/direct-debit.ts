import { z } from 'zod';
import { defineRoute } from './route.js';

/** The SEPA direct debit form of spec section 3 (the code, `otp`, comes in the second step). */
export const DirectDebitForm = z.object({
  package_id: z.coerce.number().int().positive(),
  account_holder: z.string().trim().min(2).max(70),
  /** Spaces allowed; checked and stored in electronic format. */
  iban: z.string().trim().min(1).max(50),
  street: z.string().trim().min(1).max(100),
  house_number: z.string().trim().min(1).max(20),
  zip: z.string().trim().min(2).max(12),
  city: z.string().trim().min(1).max(60),
  /** Any usual notation; the member's country is the default region. Answered and stored in E.164. */
  phone: z.string().trim().min(1).max(30),
  /** A discount code to apply (decision 036), as on payment.php: checked now and again, and reserved, when the code is confirmed. */
  discount_code: z.string().trim().min(1).max(40).optional(),
});
export type DirectDebitForm = z.infer<typeof DirectDebitForm>;

/** Where the code went and what may happen next. */
export const DirectDebitCodeSent = z.object({
  request_id: z.number().int(),
  /** The number the code went to, E.164 with the middle digits hidden (+31 6•••••678). */
  phone: z.string(),
  /** Seconds until this code expires. */
  expires_in: z.number().int(),
  /** Seconds until another code may be sent (0: now); null when no more codes can be sent for this request. */
  resend_in: z.number().int().nullable(),
});
export type DirectDebitCodeSent = z.infer<typeof DirectDebitCodeSent>;

export const postDirectDebit = defineRoute({
  method: 'POST',
  path: '/api/directdebit.php',
  summary:
    "Step 1 of paying a package by SEPA direct debit: checks the form (IBAN, phone number, address; blocked IBANs and numbers; the member's direct debit limit) and sends a 6-digit code by SMS to the phone number. Answers the request's id. Nothing is charged yet.",
  access: 'member',
  body: DirectDebitForm,
  response: DirectDebitCodeSent,
});

export const resendDirectDebitCode = defineRoute({
  method: 'POST',
  path: '/api/directdebit-resend.php',
  summary: 'Sends a new code for an open direct debit request (at most 3 codes per request, 60 s apart); the previous code stops working.',
  access: 'member',
  body: z.object({ request_id: z.coerce.number().int().positive() }),
  response: DirectDebitCodeSent,
});

export const confirmDirectDebit = defineRoute({
  method: 'POST',
  path: '/api/directdebit-confirm.php',
  summary:
    "Step 2: the SMS code confirms the direct debit. The provider gets the member's SEPA mandate and a payment on it; answers the payment's id (then /transactions/{id}). Credits follow when the provider reports the payment paid. A wrong code counts as an attempt (5, then the request is void); a code is valid for 10 minutes.",
  access: 'member',
  body: z.object({ request_id: z.coerce.number().int().positive(), otp: z.string().trim().regex(/^\d{6}$/) }),
  response: z.object({ payment_id: z.number().int() }),
});
