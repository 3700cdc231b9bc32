import { z } from '@hono/zod-openapi';
import {
  CLIENT_SORT_LABELS,
  CONSENT_FILTER_LABELS,
  CONSENT_SOURCE_LABELS,
  type ConsentSource,
} from '@/lib/shared/clients';
import { messages } from '@/lib/shared/validation/messages';
import { isOldPhone, isPhone } from '@/lib/shared/validation/rules';
import { fullNameField, OLD_PHONE_MESSAGE, phoneField } from '../fields';
import { HallParams } from '../halls/hall-params';
import { DocumentInput, DocumentRef, iinField, oneIdentity } from './identity-fields';
import { idText, pageQuery, searchText, sortQuery, versionField } from '../list-query';

const smsConsent = z
  .boolean({ error: 'Ответьте, согласен ли гость на SMS: да или нет' })
  .openapi({ description: 'Согласие на SMS зала: сервисные сообщения, не реклама' });

const IDENTITY_NEEDED = 'Введите ИИН гостя или данные его документа';

export const ClientCreate = z
  .strictObject({
    phone: phoneField('Телефон', isPhone, messages.phone()),
    fullName: fullNameField(),
    smsConsent,
    iin: iinField.optional(),
    document: DocumentInput.optional().openapi({
      description: 'Документ иностранца, если у гостя нет ИИН',
    }),
  })
  .superRefine((value, ctx) => oneIdentity(value, ctx, IDENTITY_NEEDED))
  .openapi('ClientCreate');

export const ClientUpdate = z
  .strictObject({
    fullName: fullNameField().optional(),
    smsConsent: smsConsent.optional(),
    iin: iinField.optional(),
    document: DocumentInput.optional(),
    version: versionField,
  })
  .superRefine((value, ctx) => {
    if (value.iin !== undefined || value.document !== undefined) oneIdentity(value, ctx, '');
  })
  .openapi('ClientUpdate');

/**
 * A guest at the door, known by an IIN or a document. A phone, beside it, finds a client
 * registered before the door asked for an identity: the identity is then written to them.
 */
export const CheckIn = z
  .strictObject({
    iin: iinField.optional(),
    document: DocumentRef.extend({
      citizenship: DocumentInput.shape.citizenship.optional(),
      birthDate: DocumentInput.shape.birthDate.optional(),
    })
      .optional()
      .openapi({
        description:
          'Документ иностранца; гражданство и дата рождения — когда документ записывается гостю, зарегистрированному по телефону',
      }),
    phone: phoneField('Телефон', isOldPhone, OLD_PHONE_MESSAGE)
      .optional()
      .openapi({ description: 'Телефон гостя, зарегистрированного без ИИН и документа' }),
  })
  .superRefine((value, ctx) =>
    oneIdentity(value, ctx, `${IDENTITY_NEEDED}: по одному телефону вход не отмечается`),
  )
  .openapi('CheckIn');

export const Client = z
  .object({
    id: z.number().int(),
    hallId: z.number().int(),
    phone: z.string(),
    fullName: z.string(),
    smsConsent: z.boolean(),
    registeredAt: z.string(),
    lastVisitAt: z.string().nullable(),
    version: z.number().int(),
  })
  .openapi('Client');

const consentSource = z.enum(Object.keys(CONSENT_SOURCE_LABELS) as [ConsentSource]);

/** The identity the door knows a client by: the hall's manager and head office read it. */
export const ClientIdentity = z
  .object({
    iin: z.string().nullable(),
    document: z
      .object({
        type: DocumentRef.shape.type,
        number: z.string(),
        citizenship: z.string().nullable(),
      })
      .nullable(),
    birthDate: z.string().nullable(),
  })
  .openapi('ClientIdentity');

export const ClientDetail = Client.extend({
  identity: ClientIdentity,
  hallName: z.string(),
  visits: z.array(
    z.object({
      id: z.number().int(),
      hallId: z.number().int(),
      hallName: z.string(),
      visitedAt: z.string(),
    }),
  ),
  visitCount: z.number().int().openapi({ description: 'Все визиты в залы пользователя' }),
  consents: z.array(
    z.object({
      consent: z.boolean(),
      source: consentSource,
      userName: z.string().nullable(),
      at: z.string(),
    }),
  ),
}).openapi('ClientDetail');

export const ClientPage = z
  .object({
    items: z.array(Client),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('ClientPage');

export const ClientListQuery = z.object({
  ...pageQuery(25),
  search: searchText.openapi({ description: 'Цифры телефона или часть ФИО' }),
  consent: z
    .enum(Object.keys(CONSENT_FILTER_LABELS) as ['yes', 'no'], {
      error: 'Согласие: yes или no',
    })
    .optional(),
  ...sortQuery(CLIENT_SORT_LABELS, 'registeredAt', 'desc'),
});

export const ClientParams = HallParams.extend({
  clientId: idText('Неверный номер клиента').openapi({
    param: { name: 'clientId', in: 'path' },
    example: '1',
  }),
});

/** A guest as the door sees them: the first name and an initial. */
const Guest = z.object({ id: z.number().int(), shortName: z.string() });

export const Visit = z
  .object({
    id: z.number().int(),
    hallId: z.number().int(),
    visitedAt: z.string(),
    client: Guest,
  })
  .openapi('Visit');

export const CheckInResult = z
  .object({
    visit: z.object({ id: z.number().int(), hallId: z.number().int(), visitedAt: z.string() }),
    client: Guest,
    repeated: z
      .boolean()
      .openapi({ description: 'Гость уже отмечен в этом зале за последние 10 минут' }),
  })
  .openapi('CheckInResult');

export const VisitList = z
  .object({
    items: z.array(Visit),
    total: z.number().int().openapi({ description: 'Визиты за сегодня' }),
  })
  .openapi('VisitList');

export type ClientInput = z.infer<typeof ClientCreate>;
export type CheckInInput = z.infer<typeof CheckIn>;
export type ClientChange = z.infer<typeof ClientUpdate>;
export type ClientFilter = z.infer<typeof ClientListQuery>;
export type ClientRecord = z.infer<typeof Client>;
