import { z } from '@hono/zod-openapi';
import {
  CASHBOX_NUMBER_PATTERN,
  FISCAL_LOGIN_MAX,
  FISCAL_PROVIDERS,
  FISCAL_SECRET_MAX,
  FISCAL_STATUSES,
} from '@/lib/shared/fiscal';
import { messages } from '@/lib/shared/validation/messages';
import { requiredText } from '../fields';
import { Money } from '../money-fields';

/** A credential as typed: a control character in it is refused by the input guard. */
const secret = (label: string, max: number) =>
  requiredText(label).max(max, messages.lengthMax(max));

export const RegisterLink = z
  .strictObject({
    provider: z.enum(FISCAL_PROVIDERS, { error: 'Касса: webkassa' }),
    cashboxUniqueNumber: requiredText('Заводской номер кассы (ЗНК)')
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => CASHBOX_NUMBER_PATTERN.test(value), {
        message: 'ЗНК — латинские буквы и цифры, как в кабинете Webkassa: SWK00033717',
      })
      .openapi({ example: 'SWK00033717' }),
    login: secret('Логин кассира', FISCAL_LOGIN_MAX).openapi({ example: 'bar@hall.kz' }),
    password: secret('Пароль кассира', FISCAL_SECRET_MAX),
    apiKey: secret('API-ключ интеграции', FISCAL_SECRET_MAX),
  })
  .openapi('FiscalRegisterLink', {
    description: 'Пароль и ключ только записываются: ни один ответ их не возвращает',
  });

/** The link as anyone who reads it sees it: no secret. */
export const RegisterView = z
  .object({
    provider: z.enum(FISCAL_PROVIDERS),
    cashboxUniqueNumber: z.string(),
    registrationNumber: z.string().nullable().openapi({ description: 'РНМ, из ответа кассы' }),
    ofdName: z.string().nullable(),
    linkedAt: z.string(),
    signInRefused: z
      .string()
      .nullable()
      .openapi({ description: 'Касса отказала во входе: введите учётные данные заново' }),
    pending: z.number().int().openapi({ description: 'Документов ждут отправки' }),
    held: z.object({ code: z.number().int(), error: z.string() }).nullable().openapi({
      description:
        'Касса ККМ держит очередь и ждёт человека: 7 — заблокирована, 11 — смена дольше 24 часов (нужен Z-отчёт: закройте смену), 18 — автономный режим дольше 72 часов',
    }),
  })
  .openapi('FiscalRegister');

/** A sale's or a return's cheque as the order shows it. */
export const FiscalCheque = z
  .object({
    status: z.enum(FISCAL_STATUSES),
    checkNumber: z.string().nullable().openapi({ description: 'Фискальный признак' }),
    ticketUrl: z.string().nullable().openapi({ description: 'Адрес чека у ОФД (QR-код)' }),
    offline: z.boolean().nullable().openapi({ description: 'Выдан в автономном режиме' }),
    issuedAt: z.string().nullable(),
    registrationNumber: z.string().nullable().openapi({ description: 'РНМ' }),
    uniqueNumber: z.string().nullable().openapi({ description: 'ЗНМ' }),
    ofdName: z.string().nullable(),
    ofdHost: z.string().nullable(),
    taxPayerName: z.string().nullable(),
    taxPayerIn: z.string().nullable().openapi({ description: 'БИН' }),
    error: z.string().nullable().openapi({ description: 'Почему чек не пробит или ещё ждёт' }),
    orderNumber: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Номер чека в смене кассы ККМ (CheckOrderNumber)' }),
    shiftNumber: z.number().int().nullable().openapi({ description: 'Смена кассы ККМ' }),
    address: z
      .string()
      .nullable()
      .openapi({ description: 'Адрес места использования кассы ККМ, из её ответа' }),
    vatTotal: Money.openapi({ description: 'НДС в чеке' }),
    vat: z
      .array(z.object({ rate: z.number().int(), amount: Money }))
      .openapi({ description: 'НДС по ставкам: ставка в процентах и сумма налога' }),
  })
  .openapi('FiscalCheque');

export type RegisterInput = z.infer<typeof RegisterLink>;
export type RegisterRecord = z.infer<typeof RegisterView>;
export type FiscalChequeRecord = z.infer<typeof FiscalCheque>;
