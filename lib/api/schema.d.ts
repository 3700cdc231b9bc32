// Generated from server/openapi.json by `npm run api:generate`. Do not edit.
export interface paths {
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Вход: ставит cookie bbp-cookie и возвращает запись пользователя */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['LoginRequest'];
        };
      };
      responses: {
        /** @description Вход выполнен; для пользователя со вторым фактором — вызов для POST /api/auth/login/mfa */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | components['schemas']['UserRecord']
              | components['schemas']['PasswordChangeRequired']
              | components['schemas']['MfaChallenge'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Слишком много попыток */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login/mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Второй шаг входа: код приложения (TOTP) или резервный код
     * @description Каждый код принимается один раз. Пять неверных кодов аннулируют вход; коды считаются в лимитах попыток входа.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MfaLoginRequest'];
        };
      };
      responses: {
        /** @description Вход выполнен */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              components['schemas']['UserRecord'] | components['schemas']['PasswordChangeRequired'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Слишком много попыток */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Выход: отзывает сессию и стирает cookie */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Сессия отозвана */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Текущий пользователь */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Пользователь сессии */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CurrentUser'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Смена своего пароля; другие сеансы пользователя завершаются
     * @description Правило NIST SP 800-63-4: не короче 15 символов (8 — со вторым фактором), не длиннее 128, не из 10 000 самых распространённых, без логина внутри.
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PasswordChange'];
        };
      };
      responses: {
        /** @description Пароль изменён */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Слишком много попыток */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Мои сеансы: где и когда открыты, какой из них этот */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Сеансы */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountSession'][];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Завершить все свои сеансы, кроме этого */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Сеансы завершены */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/sessions/{sessionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Завершить свой сеанс (например, потерянного телефона) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          sessionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Сеанс завершён */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/mfa/totp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Подключение второго фактора: секрет для приложения-аутентификатора */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Секрет и otpauth-ссылка */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TotpEnrolment'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Отключение своего второго фактора кодом из приложения или резервным кодом */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SecondFactorCode'];
        };
      };
      responses: {
        /** @description Второй фактор отключён */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Слишком много попыток */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/mfa/totp/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Подтверждение второго фактора кодом из приложения; ответ — 10 резервных кодов */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SecondFactorCode'];
        };
      };
      responses: {
        /** @description Второй фактор подключён */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RecoveryCodes'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Учётные записи: все (администратор) или кассиры своих залов (управляющий) */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          sort?: 'login' | 'fullName' | 'role' | 'lastSignInAt';
          order?: 'asc' | 'desc';
          search?: string;
          role?: 'cashier' | 'manager' | 'admin';
          hallId?: string;
          status?: 'active' | 'disabled';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Страница списка */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountPage'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Новая учётная запись с временным паролем (показывается один раз) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AccountCreate'];
        };
      };
      responses: {
        /** @description Создана */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountCreated'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Учётная запись: открытые сеансы и история изменений */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Учётная запись */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AccountDetails'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Изменение ФИО, роли, залов или блокировки; устаревшая версия — 409
     * @description Блокировка, смена роли и снятие зала завершают сеансы и потоки событий пользователя. Последнего действующего администратора нельзя заблокировать или понизить (409).
     */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['AccountUpdate'];
        };
      };
      responses: {
        /** @description Изменена */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Account'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/users/{userId}/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Сброс пароля: новый временный пароль, сеансы пользователя завершаются */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Временный пароль */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['TemporaryPassword'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{userId}/mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Сброс второго фактора пользователя (администратор); его сеансы завершаются */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          userId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Второй фактор снят */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Account'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Залы пользователя (администратору — все) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Залы с адресами */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              halls: components['schemas']['Hall'][];
            };
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** «Добавить зал»: новый зал сети (администратор) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['HallCreate'];
        };
      };
      responses: {
        /** @description Зал создан */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Hall'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Один зал с версией записи (ETag) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Зал */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Hall'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** «Настройки» зала (администратор); устаревшая версия — 409, ничего не меняется */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['HallUpdate'];
        };
      };
      responses: {
        /** @description Зал изменён */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Hall'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/halls/{hallId}/workers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Сотрудники зала: страница списка с фильтром и сортировкой */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          sort?: 'fullName' | 'position' | 'phone' | 'status' | 'hireDate';
          order?: 'asc' | 'desc';
          position?:
            | 'cashier'
            | 'administrator'
            | 'operator'
            | 'security'
            | 'bartender'
            | 'technician'
            | 'cleaner';
          status?: 'active' | 'vacation' | 'dismissed';
          search?: string;
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Страница списка */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WorkerPage'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Новый сотрудник */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['WorkerCreate'];
        };
      };
      responses: {
        /** @description Создан */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Worker'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/workers/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Весь отфильтрованный список сотрудников в CSV (UTF-8, «;») */
    get: {
      parameters: {
        query?: {
          sort?: 'fullName' | 'position' | 'phone' | 'status' | 'hireDate';
          order?: 'asc' | 'desc';
          position?:
            | 'cashier'
            | 'administrator'
            | 'operator'
            | 'security'
            | 'bartender'
            | 'technician'
            | 'cleaner';
          status?: 'active' | 'vacation' | 'dismissed';
          search?: string;
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description CSV-файл */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/workers/{workerId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Один сотрудник с версией записи (ETag) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Сотрудник */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Worker'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Изменение сотрудника; устаревшая версия — 409, ничего не меняется */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['WorkerUpdate'];
        };
      };
      responses: {
        /** @description Изменён */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Worker'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/halls/{hallId}/workers/{workerId}/dismiss': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Увольнение: статус «уволен», запись остаётся в списке */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          workerId: string;
        };
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': components['schemas']['WorkerDismiss'];
        };
      };
      responses: {
        /** @description Уволен */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Worker'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/equipment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Устройства зала: страница списка и счётчики по статусам */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          sort?: 'number' | 'name' | 'type' | 'zone' | 'state' | 'lastSeenAt';
          order?: 'asc' | 'desc';
          type?:
            | 'game_terminal'
            | 'cash_terminal'
            | 'kiosk'
            | 'screen'
            | 'printer'
            | 'server'
            | 'camera';
          state?: 'online' | 'offline' | 'maintenance' | 'broken';
          search?: string;
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Страница списка */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DevicePage'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** «Зарегистрировать устройство»: устройство и его ключ (показывается один раз) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['DeviceCreate'];
        };
      };
      responses: {
        /** @description Зарегистрировано */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RegisteredDevice'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/equipment/{deviceId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** «Изменить»: номер, модель, серийный номер и зона; устаревшая версия — 409 */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          deviceId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['DeviceUpdate'];
        };
      };
      responses: {
        /** @description Изменено */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Device'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/halls/{hallId}/equipment/{deviceId}/key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** «Новый ключ»: прежний ключ перестаёт действовать со следующего сигнала */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          deviceId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Новый ключ (показывается один раз) */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DeviceKey'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/equipment/{deviceId}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** История статусов устройства, новые сверху */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          deviceId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description История */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              device: components['schemas']['Device'];
              items: components['schemas']['DeviceHistoryEntry'][];
            };
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/equipment/{deviceId}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Смена статуса устройства (обслуживание, неисправно, снова в работе) с комментарием */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          deviceId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['DeviceStatusChange'];
        };
      };
      responses: {
        /** @description Статус изменён */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Device'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/machines/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Импорт игровых автоматов зала из CSV или XLSX (головной офис): каждый — устройство и утверждённый ввод в эксплуатацию
     * @description Столбцы: number, model, serial, zone, manufacturer, rom, seal, certificate, certificate_date, denomination, tax_reg_no, tax_reg_date, in_service_from, game (код игры каталога, RTP не ниже 95 %). Номер, занятый в зале, и серийный номер в эксплуатации в сети — ошибки строки. Файл с ошибками не записывается (422), если не задан skipInvalid=1. Ключ каждого автомата выдаётся в его карточке («Новый ключ»).
     */
    post: {
      parameters: {
        query?: {
          /** @description 1 — только проверить файл, ничего не записывая */
          dryRun?: '0' | '1';
          /** @description 1 — записать верные строки, пропустив строки с ошибками */
          skipInvalid?: '0' | '1';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      responses: {
        /** @description Проверено или записано */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MachineImportResult'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Слишком большое тело запроса */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description В файле ошибки, ничего не записано: `result` — что нашла проверка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
              };
              result: components['schemas']['MachineImportResult'];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/equipment/{deviceId}/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Карточка автомата и его наряды в этом зале, новые сверху */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          deviceId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description История */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              device: components['schemas']['Device'];
              items: components['schemas']['MachineOrder'][];
              /** @description Кто может быть вторым человеком (сброс памяти) */
              people: {
                id: number;
                fullName: string;
                /** @enum {string} */
                role: 'cashier' | 'manager' | 'admin';
              }[];
            };
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /**
     * «Оформить наряд» на игровой автомат: ждёт утверждения другим человеком
     * @description Ввод в эксплуатацию (карточка с регистрацией в налоговом органе), перемещение в другой зал, смена игры (RTP каталога не ниже 95 %), сброс памяти (второй человек обязателен), замена пломбы, вывод, исправление карточки. Дата — не позже сегодняшнего дня зала и не раньше последнего утверждённого наряда. У автомата один ждущий наряд (409 order_waiting).
     */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          deviceId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MachineOrderRequest'];
        };
      };
      responses: {
        /** @description Наряд оформлен */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MachineOrder'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/machine-orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Наряды зала, новые сверху (последние 200); status=requested — ждущие утверждения */
    get: {
      parameters: {
        query?: {
          status?: 'requested' | 'approved' | 'refused';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Наряды */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MachineOrderPage'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/machine-orders/{orderId}/decision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** «Утвердить» или «Отклонить» наряд: не тот, кто его оформил; из двух решений разом проходит одно */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          orderId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MachineOrderDecision'];
        };
      };
      responses: {
        /** @description Решение принято */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MachineOrder'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/gambling-tax': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Черновик квартала: объекты с месяцами и суммами, итог, сроки и зафиксированные версии */
    get: {
      parameters: {
        query: {
          quarter: string;
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Черновик */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['GamblingTaxDraft'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/gambling-tax/filings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** «Зафиксировать» квартал: первая версия или новая рядом с прежней после изменений; прежние не меняются */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['GamblingTaxLock'];
        };
      };
      responses: {
        /** @description Зафиксировано */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['GamblingTaxDraft'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/gambling-tax/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Квартал в XLSX или CSV: итоги декларации (710.00) и строка на объект (710.01); version — зафиксированная */
    get: {
      parameters: {
        query: {
          quarter: string;
          /** @description Зафиксированная версия; без неё — черновик */
          version?: string;
          /** @description CSV (UTF-8, «;») или XLSX */
          format?: 'csv' | 'xlsx';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Файл: всё, что показывает фильтр, с итогами */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/cash-desks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Кассы зала (сейф, окна, бар): кто ведёт смену, наличные по учёту; правила пересчёта зала и номиналы */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Кассы зала */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CashDeskList'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Новая касса зала: окно или бар (управляющий, администратор); сейф у зала один */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['CashDeskCreate'];
        };
      };
      responses: {
        /** @description Касса добавлена */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CashDesk'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/cash-desks/{deskId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Название, рабочий остаток, вывод из работы (пустой и закрытой) или возврат кассы; 409 на устаревшую версию */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          deskId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['CashDeskUpdate'];
        };
      };
      responses: {
        /** @description Изменена */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CashDesk'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/halls/{hallId}/cash-desks/{deskId}/fiscal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Привязать кассу к кассе ККМ Webkassa или ввести её учётные данные заново (головной офис); секреты не возвращаются */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          deskId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['FiscalRegisterLink'];
        };
      };
      responses: {
        /** @description Касса привязана */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['FiscalRegister'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    /** Отвязать кассу от кассы ККМ (головной офис): ждущие чеки всё равно отправятся */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          deskId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Отвязана */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/cash-transfers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Перемещения наличных зала, новые сверху: в пути (status=sent) или одной кассы (deskId) */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          status?: 'sent' | 'accepted' | 'refused';
          deskId?: string;
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Страница перемещений */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CashTransferPage'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Перемещение наличных: подкрепление (fill, сейф → касса), сдача (return, касса → сейф), передача (transfer), инкассация (collection, сейф → банк, номер сумки), подкрепление из банка (delivery). Наличные уходят от отправителя сразу и в пути до решения получателя */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['CashTransferCreate'];
        };
      };
      responses: {
        /** @description Отправлено */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CashTransfer'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/cash-transfers/{transferId}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Принять перемещение: касса-получатель пересчитывает пришедшее и принимает пересчитанное (её кассир; сейф и банк — управляющий). Пересчёт не сходится — 409 count_differs, пока расхождение не подтверждено */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
          transferId: string;
        };
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': components['schemas']['CashTransferAccept'];
        };
      };
      responses: {
        /** @description Принято */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CashTransfer'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/cash-transfers/{transferId}/refuse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Отклонить перемещение: наличные возвращаются отправителю */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
          transferId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Отклонено */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CashTransfer'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/cash-transfers/{transferId}/reverse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Сторно принятого перемещения (управляющий): обратное перемещение, принятое сразу, один раз (409 already_reversed) */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
          transferId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['Reverse'];
        };
      };
      responses: {
        /** @description Сторно проведено */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CashTransfer'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/handovers/candidates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Кому можно передать смену: сотрудники зала в работе, без открытой смены */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Сотрудники */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['HandoverCandidates'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/handovers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Передачи смен зала: ждущие пересчёта принимающего или решения управляющего */
    get: {
      parameters: {
        query?: {
          /** @description open — ждут пересчёта или решения; all — и завершённые за сутки */
          status?: 'open' | 'all';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Передачи */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['HandoverList'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/shifts/{shiftId}/handover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Передача смены: сдающий пересчитывает наличные и называет принимающего; до его пересчёта касса не проводит операций. В зале со слепым пересчётом сумма вне допуска — 409 recount */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
          shiftId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['HandoverCreate'];
        };
      };
      responses: {
        /** @description Передача ждёт пересчёта принимающего */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Handover'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Пересчёт не сошёлся (recount, с attemptsLeft) или конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/handovers/{handoverId}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Принимающий пересчитывает наличные в своём сеансе. Совпало — смена сдающего закрыта, своя открыта (201). Не совпало — 409 recount; после последней попытки передача ждёт решения управляющего (202) */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
          handoverId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['HandoverAccept'];
        };
      };
      responses: {
        /** @description Смена принята */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Handover'];
          };
        };
        /** @description Пересчёты не сошлись: решает управляющий */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Handover'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Пересчёт не сошёлся (recount, с attemptsLeft) или конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/handovers/{handoverId}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Решение управляющего по несошедшимся пересчётам: его пересчёт и причина; расхождение — сдающего */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
          handoverId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['HandoverResolve'];
        };
      };
      responses: {
        /** @description Смена передана */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Handover'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/handovers/{handoverId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Отмена передачи (сдающий или управляющий): смена продолжается */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
          handoverId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Передача отменена */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Handover'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/safe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Сейф зала: наличные, последний пересчёт, в пути, резерв под выигрыши к выплате (управляющий) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Сейф */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Safe'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/safe/counts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Пересчёт сейфа управляющим: ждёт подтверждения вторым человеком */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SafeCountBody'];
        };
      };
      responses: {
        /** @description Ждёт второго пересчёта */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              /** @enum {string} */
              status: 'pending';
            };
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/safe/counts/waiting': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Пересчёт сейфа, ждущий второго человека, без его суммы: кассиру — на экране кассы, если зал разрешает ему подтверждать (null — не ждёт) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Ждущий пересчёт */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SafeCountWaiting'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/safe/counts/{countId}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Второй пересчёт сейфа другим человеком из своего сеанса. Совпал — сумма сейфа и расхождение; нет — 409 recount без подсказки, после последней попытки 409 counts_differ */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
          countId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SafeCountBody'];
        };
      };
      responses: {
        /** @description Пересчёт сейфа принят */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SafeCountConfirmed'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/reports/cash-variances': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Расхождения кассы за период: по сотрудникам (смены, недостачи, излишки, выше порога, ждут подписи) и список (status=open — очередь подписи) */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          /** @description С какого дня (дата зала, YYYY-MM-DD) */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD) */
          to?: string;
          /** @description open — ждут подписи */
          status?: 'open' | 'all';
          userId?: string;
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Отчёт */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CashVarianceReport'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/reports/cash-variances/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Расхождения кассы в CSV или XLSX */
    get: {
      parameters: {
        query?: {
          /** @description С какого дня (дата зала, YYYY-MM-DD) */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD) */
          to?: string;
          /** @description open — ждут подписи */
          status?: 'open' | 'all';
          userId?: string;
          /** @description CSV (UTF-8, «;») или XLSX */
          format?: 'csv' | 'xlsx';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Файл: всё, что показывает фильтр, с итогами */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/variances/{varianceId}/sign-off': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Подпись расхождения с причиной: выше CASH_VARIANCE_SIGNOFF_TENGE — управляющий, выше CASH_VARIANCE_HEAD_OFFICE_TENGE — затем главный офис. Своё не подписывают */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
          varianceId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['VarianceSignOff'];
        };
      };
      responses: {
        /** @description Подписано */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CashVariance'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/shifts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Смены кассы зала, новые сверху */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          /** @description С какого дня (дата зала, YYYY-MM-DD) */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD) */
          to?: string;
          sort?: 'openedAt' | 'closedAt' | 'discrepancy';
          order?: 'asc' | 'desc';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Страница смен */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ShiftPage'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Открытие своей смены на кассе с пересчётом наличных (count: по купюрам и монетам или итог, где зал его допускает). Касса уже открыта — 409 shift_already_open; у человека уже есть смена — 409 shift_held */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ShiftOpen'];
        };
      };
      responses: {
        /** @description Смена открыта */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ShiftReport'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/shifts/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Своя открытая смена с X-отчётом (null — смены нет); управляющему — смена кассы deskId */
    get: {
      parameters: {
        query?: {
          /** @description Смена этой кассы (управляющему); без неё — своя */
          deskId?: string;
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Текущая смена */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CurrentShift'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/shifts/{shiftId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Смена с отчётом: X-отчёт открытой, Z-отчёт закрытой */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          shiftId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Отчёт смены */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ShiftReport'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/shifts/{shiftId}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** X- или Z-отчёт смены в CSV или XLSX */
    get: {
      parameters: {
        query?: {
          /** @description CSV (UTF-8, «;») или XLSX */
          format?: 'csv' | 'xlsx';
        };
        header?: never;
        path: {
          hallId: string;
          shiftId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Файл: всё, что показывает фильтр, с итогами */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/shifts/{shiftId}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Закрытие смены с пересчётом наличных: Z-отчёт и расхождение (variance). В зале со слепым пересчётом сумма вне допуска — 409 recount с attemptsLeft, последняя попытка принимается. Управляющий закрывает чужую смену с причиной (reason) */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
          shiftId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ShiftClose'];
        };
      };
      responses: {
        /** @description Z-отчёт */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ShiftClosed'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/cash-operations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Журнал кассовых операций: новые сверху, итоги по видам за весь фильтр */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          /** @description С какого дня (дата зала, YYYY-MM-DD) */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD) */
          to?: string;
          type?:
            | 'cash_in'
            | 'cash_out'
            | 'collection'
            | 'payout'
            | 'sale'
            | 'refund'
            | 'transfer_out'
            | 'transfer_in'
            | 'transfer_back'
            | 'reversal_in'
            | 'reversal_out'
            | 'machine_credit';
          shiftId?: string;
          deskId?: string;
          sort?: 'createdAt' | 'type' | 'amount';
          order?: 'asc' | 'desc';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Страница журнала */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OperationPage'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Внесение, изъятие, инкассация, выплата или зачисление на автомат в открытой смене; остаток не уходит ниже нуля (409). Зачисление на автомат называет автомат (deviceId или deviceNumber): игровой терминал зала в работе, принимающий зачисление с кассы (иначе 409 no_desk_credits или machine_out_of_service). Выплата говорит, что выплачено (payoutKind: jackpot или cancelled). Выплата выигрыша называет гостя (clientIin, clientDocument или clientId) и автомат (deviceId или deviceNumber); гостю моложе 21 года — 403 under_age, лицу из реестра ограничений — 403 payout_refused. От PAYOUT_APPROVAL_TENGE (или с owed: true) — 202: выплата ждёт одобрения управляющего или записана «К выплате»; одобренную проводит тот же запрос с тем же ключом (201, один раз) */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['OperationCreate'];
        };
      };
      responses: {
        /** @description Операция проведена */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Operation'];
          };
        };
        /** @description Выплата ждёт одобрения или записана к выплате: касса её не выдавала */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PayoutWaiting'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/cash-operations/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Журнал кассы в CSV или XLSX: все операции фильтра и итоги по видам */
    get: {
      parameters: {
        query?: {
          /** @description С какого дня (дата зала, YYYY-MM-DD) */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD) */
          to?: string;
          type?:
            | 'cash_in'
            | 'cash_out'
            | 'collection'
            | 'payout'
            | 'sale'
            | 'refund'
            | 'transfer_out'
            | 'transfer_in'
            | 'transfer_back'
            | 'reversal_in'
            | 'reversal_out'
            | 'machine_credit';
          shiftId?: string;
          deskId?: string;
          sort?: 'createdAt' | 'type' | 'amount';
          order?: 'asc' | 'desc';
          /** @description CSV (UTF-8, «;») или XLSX */
          format?: 'csv' | 'xlsx';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Файл: всё, что показывает фильтр, с итогами */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/cash-operations/{operationId}/reverse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Сторно ошибочного внесения, изъятия или инкассации (управляющий): новая операция со ссылкой на исходную, один раз (409 already_reversed) */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
          operationId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['Reverse'];
        };
      };
      responses: {
        /** @description Сторно проведено */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Operation'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/owed-winnings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Выигрыши «К выплате»: ждут одобрения или готовы к выплате, со сроком (третий календарный день зала), ближайший срок первым */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Невыплаченные выигрыши */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OwedWinningList'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/owed-winnings/{id}/pay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Выплатить выигрыш из списка «К выплате» из открытой смены (одобренный или записанный к выплате); уже выплаченный отвечает своей операцией */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Выплата проведена */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Operation'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/payout-approvals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Выплаты, которым нужно одобрение: ждущие (по умолчанию) или все за 90 дней, с тем, кто запросил и кто решил */
    get: {
      parameters: {
        query?: {
          status?: 'pending' | 'approved' | 'refused' | 'paid' | 'all';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Выплаты */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OwedWinningList'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/payout-approvals/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Одобрить выплату (менеджер зала или головной офис; не тот, кто её запросил — 403; второе решение — 409 already_decided) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Решение принято */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OwedWinning'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/payout-approvals/{id}/refuse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Отказать в выплате с причиной (менеджер зала или головной офис; не тот, кто её запросил — 403; второе решение — 409 already_decided) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PayoutRefusal'];
        };
      };
      responses: {
        /** @description Решение принято */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OwedWinning'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/gaming-days': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Игровые дни зала с from по to (по умолчанию последние 14), новые первыми: закрытые — замороженные итоги и поздние показания, прочие — как сейчас */
    get: {
      parameters: {
        query?: {
          /** @description С какого дня (дата зала, YYYY-MM-DD) */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD) */
          to?: string;
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Игровые дни */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['GamingDayList'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/gaming-days/{date}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Игровой день зала по автоматам: счётчики на открытие и закрытие, итоги, поздние показания */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          date: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Игровой день */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['GamingDayDetail'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/gaming-days/{date}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Итоги игрового дня в CSV или XLSX: зал и каждый автомат — выигрыш по счётчикам и по наличным, выемка, зачисления, ручные выплаты, расхождения */
    get: {
      parameters: {
        query?: {
          /** @description CSV (UTF-8, «;») или XLSX */
          format?: 'csv' | 'xlsx';
        };
        header?: never;
        path: {
          hallId: string;
          date: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Файл: всё, что показывает фильтр, с итогами */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/gaming-days/{date}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Закрыть игровой день раньше, чем он закроется сам (управляющий): не раньше его конца (409 day_not_over); закрытый отвечает собой */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          date: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description День закрыт */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['GamingDayDetail'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/gaming-days/{date}/manual-readings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Снять показания автомата вручную за день, когда он их не передал (ещё не закрытый): первый человек; ждут подтверждения второго */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          date: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ManualReadingCreate'];
        };
      };
      responses: {
        /** @description Показания сняты, ждут второго */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['GamingDayDetail'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/gaming-days/{date}/manual-readings/{readingId}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Подтвердить показания, снятые вручную: второй человек вводит те же цифры (иначе 409 manual_mismatch; свои — 403 same_person) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          date: string;
          readingId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ManualReadingConfirm'];
        };
      };
      responses: {
        /** @description Показания подтверждены */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['GamingDayDetail'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/drops': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Последние выемки зала, новые первыми; суммы — когда пересчёт сошёлся */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Выемки */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DropList'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Выемка: управляющий и второй названный сотрудник вынимают ящики купюроприёмников. На ящике — номер его автомата; чужой — 409 wrong_box, пока не отмечен swapped (тогда исключение). Одна непересчитанная выемка на зал (409 drop_in_progress) */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['DropCreate'];
        };
      };
      responses: {
        /** @description Ящики вынуты, ждут пересчёта */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DropDetail'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/drops/new': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Что нужно для выемки: автоматы с купюроприёмником и кто может быть вторым (сотрудники зала в работе) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Автоматы и люди */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DropStart'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/drops/{dropId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Выемка по ящикам; пересчитано и по счётчикам купюр с прошлой выемки — только когда пересчёт сошёлся */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          dropId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Выемка */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DropDetail'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/drops/{dropId}/count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Первый пересчёт ящиков по купюрам (любой сотрудник зала), вслепую: счётчики не показываются. Ждёт второго */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
          dropId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['DropCount'];
        };
      };
      responses: {
        /** @description Первый пересчёт записан */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DropDetail'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/drops/{dropId}/count/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Второй пересчёт другим человеком, не видя первого. Совпал по каждому ящику и купюре — выемка уходит в сейф перемещением drop, его принимает хранитель сейфа; нет — 409 recount без подсказки, после последней попытки 409 counts_differ и пересчёт заново */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
          dropId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['DropCount'];
        };
      };
      responses: {
        /** @description Выемка пересчитана */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DropDetail'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Заказы бара, новые сверху */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          /** @description С какого дня (дата зала, YYYY-MM-DD) */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD) */
          to?: string;
          status?: 'paid' | 'cancelled';
          sort?: 'createdAt' | 'total' | 'status';
          order?: 'asc' | 'desc';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Страница заказов */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['OrderPage'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** «Оформить»: оплаченный заказ и его продажа в кассе, одной транзакцией */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['OrderCreate'];
        };
      };
      responses: {
        /** @description Заказ оплачен */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Order'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/orders/{orderId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Отмена заказа: возврат из кассы открытой смены, заказ остаётся в списке */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
          orderId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Заказ отменён */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Order'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/orders/{orderId}/fiscal/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Пробить непробитый чек заказа ещё раз (управляющий): по текущим ставкам НДС товаров, под тем же внешним номером */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
          orderId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Чек снова ждёт отправки */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Order'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/cash-desks/{deskId}/fiscal/x-report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** X-отчёт кассы ККМ без гашения (управляющий, администратор) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          deskId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Отчёт кассы ККМ */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['FiscalXReport'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/reports/fiscal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Фискальные чеки по кассам и дням: продажи с чеком и без, выданные, ждущие, не пробитые; итоги чеков против журнала */
    get: {
      parameters: {
        query?: {
          /** @description С какого дня (дата зала, YYYY-MM-DD) */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD) */
          to?: string;
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description По кассам и дням, новые сверху */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['FiscalReport'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Меню бара зала: товары в продаже с ценами (status=all — и снятые, управляющему) */
    get: {
      parameters: {
        query?: {
          /** @description all — и снятые с продажи (управляющему) */
          status?: 'active' | 'all';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Меню */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ProductList'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Новый товар в меню бара (управляющий зала, администратор) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ProductCreate'];
        };
      };
      responses: {
        /** @description Товар в меню */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Product'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/products/{productId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Изменение товара: название, категория, цена, порядок, в продаже ли; 409 на устаревшую версию */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          productId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ProductUpdate'];
        };
      };
      responses: {
        /** @description Изменён */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Product'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/halls/{hallId}/phone-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Заявки на смену номера: страница, новые сверху */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          /** @description С какого дня (дата зала, YYYY-MM-DD) */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD) */
          to?: string;
          status?: 'new' | 'approved' | 'rejected' | 'cancelled';
          /** @description Цифры старого или нового номера */
          search?: string;
          sort?: 'createdAt' | 'hall' | 'status' | 'oldPhone' | 'employeeName';
          order?: 'asc' | 'desc';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Страница заявок */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PhoneRequestPage'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Новая заявка. Открытая заявка по старому номеру или новый номер другого клиента — 409 confirmation_required с предупреждениями в fields; сохраняется с confirm: true */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PhoneRequestCreate'];
        };
      };
      responses: {
        /** @description Создана */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PhoneRequestDetail'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Слишком много попыток */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/phone-requests/{requestId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Заявка, её история и что с ней может сделать пользователь */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          requestId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Заявка с историей */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PhoneRequestDetail'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Изменение новой заявки её автором; те же правила и предупреждения, что при создании */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          requestId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PhoneRequestUpdate'];
        };
      };
      responses: {
        /** @description Заявка с историей */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PhoneRequestDetail'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Слишком много попыток */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/phone-requests/{requestId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Отмена новой заявки (автор или администратор) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          requestId: string;
        };
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': components['schemas']['PhoneRequestCancel'];
        };
      };
      responses: {
        /** @description Заявка с историей */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PhoneRequestDetail'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/phone-requests/{requestId}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Одобрение (администратор): номер клиента меняется в той же транзакции */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          requestId: string;
        };
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': components['schemas']['PhoneRequestApprove'];
        };
      };
      responses: {
        /** @description Заявка с историей */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PhoneRequestDetail'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/phone-requests/{requestId}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Отклонение (администратор) с обязательным комментарием */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          requestId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['PhoneRequestReject'];
        };
      };
      responses: {
        /** @description Заявка с историей */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PhoneRequestDetail'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/visits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Визиты зала за сегодня (по часам зала), новые сверху */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Визиты */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['VisitList'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Отметить визит гостя по ИИН или документу (клиент любого зала сети). Моложе 21 года — 403 under_age; в реестре ограничений — 403 entry_refused «Вход невозможен» (без причины); неизвестный — 404 client_not_found. Повтор за 10 минут в том же зале — тот же визит (200) */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['CheckIn'];
        };
      };
      responses: {
        /** @description Гость уже отмечен за последние 10 минут */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CheckInResult'];
          };
        };
        /** @description Визит отмечен */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['CheckInResult'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Слишком много попыток */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Клиенты, зарегистрированные в зале: поиск по телефону или ФИО, согласие на SMS */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          /** @description Цифры телефона или часть ФИО */
          search?: string;
          consent?: 'yes' | 'no';
          sort?: 'registeredAt' | 'fullName' | 'lastVisitAt';
          order?: 'asc' | 'desc';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Страница клиентов */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ClientPage'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Зарегистрировать нового гостя зала по ИИН или документу, с его согласием на SMS. Номер или документ, уже известный сети, — 409 phone_taken или identity_taken (без имени владельца); моложе 21 года — 403 under_age */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ClientCreate'];
        };
      };
      responses: {
        /** @description Клиент зарегистрирован */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Client'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Слишком много попыток */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/clients/{clientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Карточка клиента: визиты в залы пользователя и история согласия на SMS */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          clientId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Клиент */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ClientDetail'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Изменить ФИО и согласие на SMS в версии, которую видел пользователь (телефон меняется только заявкой) */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          clientId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['ClientUpdate'];
        };
      };
      responses: {
        /** @description Изменён */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Client'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        428: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/halls/{hallId}/sms-mailings/policy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Что разрешено рассылать: рекламные SMS — только если их разрешает лицензия сети */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Правила рассылок */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MailingPolicy'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/sms-mailings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** SMS-рассылки зала: карточки, новые сверху */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          /** @description С какого дня (дата зала, YYYY-MM-DD) */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD) */
          to?: string;
          status?: 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled' | 'failed';
          search?: string;
          sort?: 'createdAt' | 'sendAt' | 'title' | 'status';
          order?: 'asc' | 'desc';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Страница рассылок */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SmsMailingPage'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Новый черновик рассылки (сохранить можно на любом шаге) */
    post: {
      parameters: {
        query?: never;
        header: {
          /** @description Один ключ на одну операцию: повтор с тем же ключом вернёт первый ответ */
          'idempotency-key': string;
        };
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SmsMailingDraft'];
        };
      };
      responses: {
        /** @description Черновик сохранён */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SmsMailing'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Ошибка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/sms-mailings/audience-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Сколько клиентов с согласием на SMS выбирает аудитория сейчас */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SmsAudienceCountInput'];
        };
      };
      responses: {
        /** @description Число получателей */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SmsAudienceCount'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/sms-mailings/{mailingId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Рассылка с её статистикой */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          mailingId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Рассылка */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SmsMailing'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Изменение черновика */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          mailingId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SmsMailingUpdate'];
        };
      };
      responses: {
        /** @description Рассылка */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SmsMailing'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/sms-mailings/{mailingId}/schedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Запланировать черновик: сейчас или к времени; вне 9:00–21:00 зала — на ближайшие 9:00 (moved). Рекламная, пока реклама в SMS запрещена (SMS_ADVERTISING), — 409 advertising_forbidden под kind */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          mailingId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SmsMailingSchedule'];
        };
      };
      responses: {
        /** @description Запланирована */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SmsScheduledMailing'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/sms-mailings/{mailingId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Отмена черновика или запланированной рассылки, пока она не началась */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          mailingId: string;
        };
        cookie?: never;
      };
      requestBody?: {
        content: {
          'application/json': components['schemas']['SmsMailingCancel'];
        };
      };
      responses: {
        /** @description Рассылка */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SmsMailing'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/reports/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Дашборд: показатели за период и за такой же период до него, графики, топ игр */
    get: {
      parameters: {
        query?: {
          period?: 'hourly' | 'daily' | 'monthly';
          /** @description С какого дня (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          to?: string;
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Показатели */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['DashboardReport'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/reports/games': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Отчёт по играм: по каждой игре, итог, доход по категориям в каждом интервале */
    get: {
      parameters: {
        query?: {
          period?: 'hourly' | 'daily' | 'monthly';
          /** @description С какого дня (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          to?: string;
          /** @description Номера игр через запятую */
          games?: string;
          category?: 'slots' | 'roulette' | 'bingo' | 'lottery' | 'cards' | 'new';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Отчёт */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['GamesReport'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/reports/games/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Отчёт по играм в CSV или XLSX */
    get: {
      parameters: {
        query?: {
          period?: 'hourly' | 'daily' | 'monthly';
          /** @description С какого дня (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          to?: string;
          /** @description Номера игр через запятую */
          games?: string;
          category?: 'slots' | 'roulette' | 'bingo' | 'lottery' | 'cards' | 'new';
          /** @description CSV (UTF-8, «;») или XLSX */
          format?: 'csv' | 'xlsx';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Файл: всё, что показывает фильтр, с итогами */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/reports/machines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * По автоматам: игры, ставки, выигрыши, доход, теоретический и фактический удерживаемый % и отклонение
     * @description Отчёт регулятора по автоматам (как 13 Miss. Code R. § 8-4-14): по каждому автомату и игре из их счётчиков; в итоге — средний теоретический удерживаемый % зала (floor par), взвешенный по ставкам.
     */
    get: {
      parameters: {
        query?: {
          period?: 'hourly' | 'daily' | 'monthly';
          /** @description С какого дня (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          to?: string;
          /** @description Номера игр через запятую */
          games?: string;
          category?: 'slots' | 'roulette' | 'bingo' | 'lottery' | 'cards' | 'new';
          sort?:
            | 'number'
            | 'game'
            | 'plays'
            | 'bets'
            | 'wins'
            | 'ggr'
            | 'actualHold'
            | 'variance'
            | 'projectedVariance';
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Отчёт */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MachinesReport'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/reports/machines/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Отчёт по автоматам в CSV или XLSX: все строки с итогом */
    get: {
      parameters: {
        query?: {
          period?: 'hourly' | 'daily' | 'monthly';
          /** @description С какого дня (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          to?: string;
          /** @description Номера игр через запятую */
          games?: string;
          category?: 'slots' | 'roulette' | 'bingo' | 'lottery' | 'cards' | 'new';
          sort?:
            | 'number'
            | 'game'
            | 'plays'
            | 'bets'
            | 'wins'
            | 'ggr'
            | 'actualHold'
            | 'variance'
            | 'projectedVariance';
          order?: 'asc' | 'desc';
          page?: number;
          pageSize?: number;
          /** @description CSV (UTF-8, «;») или XLSX */
          format?: 'csv' | 'xlsx';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Файл: всё, что показывает фильтр, с итогами */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/reports/attendance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Посещаемость: посещения, уникальные и новые клиенты, пиковый час, тепловая карта */
    get: {
      parameters: {
        query?: {
          period?: 'hourly' | 'daily' | 'monthly';
          /** @description С какого дня (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          to?: string;
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Отчёт */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AttendanceReport'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/reports/attendance/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Посещаемость в CSV или XLSX */
    get: {
      parameters: {
        query?: {
          period?: 'hourly' | 'daily' | 'monthly';
          /** @description С какого дня (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          to?: string;
          /** @description CSV (UTF-8, «;») или XLSX */
          format?: 'csv' | 'xlsx';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Файл: всё, что показывает фильтр, с итогами */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/reports/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Сводный отчёт одного зала по интервалам (раскрытая строка) */
    get: {
      parameters: {
        query?: {
          period?: 'daily' | 'monthly' | 'yearly';
          /** @description С какого дня (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          to?: string;
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Зал по интервалам */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['HallSummaryReport'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * События зала в реальном времени
     * @description Не продлевает сессию. Для фронтенда на другом источнике — с заголовком Authorization (fetch), не EventSource.
     */
    get: {
      parameters: {
        query?: never;
        header?: {
          /** @description Последнее полученное событие: пропущенные после него придут первыми */
          'last-event-id'?: string;
        };
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Поток text/event-stream: события `device`, `cash-operation`, `shift`, `order`, `phone-request`, `mailing`, `exception` (data — JSON с id, hallId, kind, subject, at); `ready` или `reset` (перезагрузить данные) при подключении; `end` — сессия или доступ к залу закончились; комментарий каждые 15 с */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/event-stream': string;
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Слишком много попыток */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/exceptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Отклонения зала: открытые (по умолчанию) или отмеченные */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          /** @description open — ждут внимания (по умолчанию), seen — отмеченные */
          status?: 'open' | 'seen';
          kind?:
            | 'rtp'
            | 'cash'
            | 'silent'
            | 'visits'
            | 'meters'
            | 'floor'
            | 'payout'
            | 'lookups'
            | 'fiscal'
            | 'machine_money'
            | 'unregistered'
            | 'tax';
        };
        header?: never;
        path: {
          hallId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Страница отклонений */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['HallExceptionPage'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/halls/{hallId}/exceptions/{exceptionId}/seen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Отметить отклонение просмотренным, с комментарием (записывается кто и когда) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hallId: string;
          exceptionId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['HallExceptionSeen'];
        };
      };
      responses: {
        /** @description Отмечено */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['HallException'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Сводный отчёт: строка на каждый зал пользователя и итог */
    get: {
      parameters: {
        query?: {
          period?: 'daily' | 'monthly' | 'yearly';
          /** @description С какого дня (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          to?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Отчёт */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SummaryReport'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/summary/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Сводный отчёт в CSV или XLSX */
    get: {
      parameters: {
        query?: {
          period?: 'daily' | 'monthly' | 'yearly';
          /** @description С какого дня (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD); по умолчанию — как на экране */
          to?: string;
          /** @description CSV (UTF-8, «;») или XLSX */
          format?: 'csv' | 'xlsx';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Файл: всё, что показывает фильтр, с итогами */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports/games': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Каталог игр для фильтров отчётов */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Игры */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              games: components['schemas']['GameOption'][];
            };
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/phone-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Очередь заявок по всем доступным залам (или одному), с залом в каждой строке */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          /** @description С какого дня (дата зала, YYYY-MM-DD) */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD) */
          to?: string;
          status?: 'new' | 'approved' | 'rejected' | 'cancelled';
          /** @description Цифры старого или нового номера */
          search?: string;
          sort?: 'createdAt' | 'hall' | 'status' | 'oldPhone' | 'employeeName';
          order?: 'asc' | 'desc';
          /** @description Один зал */
          hallId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Страница заявок */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['PhoneRequestPage'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gambling-tax/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** МРП по годам и ставки налога на игорный бизнес, с источниками */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Настройки */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['GamblingTaxSettings'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gambling-tax/mrp/{year}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** МРП года с источником; известный год — по версии (устаревшая — 409) */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          year: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MrpInput'];
        };
      };
      responses: {
        /** @description Сохранено */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MrpYear'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/gambling-tax/rates/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Ставка вида объекта в МРП в месяц, с источником, по версии */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          kind: 'slot_machine';
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['GamblingTaxRateInput'];
        };
      };
      responses: {
        /** @description Сохранено */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['GamblingTaxRate'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/clients/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Импорт базы клиентов из CSV (UTF-8, «;» или «,») или XLSX в теле запроса. Файл с ошибками не записывается (422), если не задан skipInvalid=1; повторный импорт того же файла ничего не меняет */
    post: {
      parameters: {
        query?: {
          /** @description 1 — только проверить файл, ничего не записывая */
          dryRun?: '0' | '1';
          /** @description 1 — записать верные строки, пропустив строки с ошибками */
          skipInvalid?: '0' | '1';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      responses: {
        /** @description Проверено или записано */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ClientImportResult'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Слишком большое тело запроса */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description В файле ошибки, ничего не записано: `result` — что нашла проверка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
              };
              result: components['schemas']['ClientImportResult'];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/clients/import/template': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Пустой файл импорта с его столбцами */
    get: {
      parameters: {
        query?: {
          /** @description CSV (UTF-8, «;») или XLSX */
          format?: 'csv' | 'xlsx';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Шаблон */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/restrictions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Реестр ограничений (головной офис): поиск по ИИН или документу, источник, состояние; каждый поиск человека записывается в журнал обращений */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          /** @description ИИН или номер документа, целиком или частью */
          search?: string;
          source?: 'self' | 'debtors' | 'list';
          status?: 'active' | 'upcoming' | 'ended';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Страница реестра */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RestrictionPage'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Принять самоограничение гостя (менеджер зала, где подписано заявление, или головной офис): от 6 месяцев до 10 лет, не раньше сегодняшнего дня. Пока действует одно, второе — 409 restriction_active. Отменить или сократить нельзя */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['RestrictionCreate'];
        };
      };
      responses: {
        /** @description Принято */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RestrictionCreated'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/restrictions/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Есть ли ограничение у человека сегодня — только да или нет, для сотрудников зала; считается в лимит проверок и записывается в журнал обращений */
    get: {
      parameters: {
        query: {
          /** @description Зал, где спрашивают */
          hallId: string;
          /** @description ИИН: 12 цифр */
          iin?: string;
          /** @description passport — паспорт, id_card — удостоверение, residence_permit — ВНЖ */
          documentType?: 'passport' | 'id_card' | 'residence_permit';
          documentNumber?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Ответ */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RestrictionCheck'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Слишком много попыток */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/restrictions/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Импорт официального списка из CSV («;» или «,») или XLSX: столбцы iin или document (тип:номер), from, to, source (debtors, self, list). Файл с ошибками не записывается (422), если не задан skipInvalid=1; повторный импорт того же файла ничего не добавляет */
    post: {
      parameters: {
        query?: {
          /** @description 1 — только проверить файл, ничего не записывая */
          dryRun?: '0' | '1';
          /** @description 1 — записать верные строки, пропустив строки с ошибками */
          skipInvalid?: '0' | '1';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'text/csv': string;
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
        };
      };
      responses: {
        /** @description Проверено или записано */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RestrictionImportResult'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Слишком большое тело запроса */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description В файле ошибки, ничего не записано: `result` — что нашла проверка */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: {
                code: string;
                message: string;
              };
              result: components['schemas']['RestrictionImportResult'];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/monitoring/payouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Реестр финансового мониторинга: выплаты выигрышей от AML_THRESHOLD_TENGE (головной офис), новые сверху; дни — по часам зала */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          /** @description С какого дня (дата зала, YYYY-MM-DD) */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD) */
          to?: string;
          hallId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Страница реестра */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MonitoringPage'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/monitoring/payouts/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Реестр финансового мониторинга в XLSX или CSV: графы для формы ФМ-1 */
    get: {
      parameters: {
        query?: {
          /** @description С какого дня (дата зала, YYYY-MM-DD) */
          from?: string;
          /** @description По какой день (дата зала, YYYY-MM-DD) */
          to?: string;
          hallId?: string;
          /** @description CSV (UTF-8, «;») или XLSX */
          format?: 'csv' | 'xlsx';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Файл: всё, что показывает фильтр, с итогами */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/csv': string;
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/monitoring/payouts/{id}/corrections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Исправить запись реестра: новая запись с исправленными графами и основанием, ссылается на исправляемую; прежняя не меняется */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MonitoringCorrection'];
        };
      };
      responses: {
        /** @description Исправление записано */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MonitoringEntry'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * События всех залов пользователя в реальном времени
     * @description Не продлевает сессию. Для фронтенда на другом источнике — с заголовком Authorization (fetch), не EventSource.
     */
    get: {
      parameters: {
        query?: never;
        header?: {
          /** @description Последнее полученное событие: пропущенные после него придут первыми */
          'last-event-id'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Поток text/event-stream: события `device`, `cash-operation`, `shift`, `order`, `phone-request`, `mailing`, `exception` (data — JSON с id, hallId, kind, subject, at); `ready` или `reset` (перезагрузить данные) при подключении; `end` — сессия или доступ к залу закончились; комментарий каждые 15 с */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'text/event-stream': string;
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Слишком много попыток */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/exceptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Отклонения всех залов пользователя, со счётчиком открытых по залам */
    get: {
      parameters: {
        query?: {
          page?: number;
          pageSize?: number;
          /** @description open — ждут внимания (по умолчанию), seen — отмеченные */
          status?: 'open' | 'seen';
          kind?:
            | 'rtp'
            | 'cash'
            | 'silent'
            | 'visits'
            | 'meters'
            | 'floor'
            | 'payout'
            | 'lookups'
            | 'fiscal'
            | 'machine_money'
            | 'unregistered'
            | 'tax';
          /** @description Только этот зал (из видимых пользователю) */
          hallId?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Страница отклонений */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['HallExceptionPage'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Каталог игр сети */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Игры по названию */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['GameList'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Новая игра в каталоге (администратор) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['GameCreate'];
        };
      };
      responses: {
        /** @description Игра в каталоге */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Game'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/{gameId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Изменение игры каталога (администратор); устаревшая версия — 409 */
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          gameId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['GameUpdate'];
        };
      };
      responses: {
        /** @description Изменена */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Game'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Не найдено */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Конфликт */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/equipment/heartbeat': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Сигнал устройства: ключ устройства в заголовке X-Device-Key */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Ключ устройства */
          'x-device-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Сигнал принят */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              deviceId: number;
              serverTime: string;
            };
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/equipment/meters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Счётчики игрового автомата (накопительные, как SAS/G2S): до 1000 показаний за раз; считается и сигналом
     * @description Учитывается разница с последним учтённым показанием по каждой игре; первое показание игры — база. Показание с seq не выше последнего пропускается (повторы, опоздавшие). Счётчики меньше прежних — новая база и отклонение «Сброс счётчиков». Игра считается в часе показания по часам зала; показание больше чем на 5 минут впереди или старше 7 дней — во время приёма. Неизвестный код игры добавляется в каталог как «Новая игра <код>».
     */
    post: {
      parameters: {
        query?: never;
        header?: {
          /** @description Ключ устройства */
          'x-device-key'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['MeterReadings'];
        };
      };
      responses: {
        /** @description Принято */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['MeterAnswer'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет доступа */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Слишком большое тело запроса */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sms/delivery-reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Отчёты шлюза о доставке SMS (подпись X-Signature: sha256=HMAC тела) */
    post: {
      parameters: {
        query?: never;
        header?: {
          'x-signature'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SmsDeliveryReports'];
        };
      };
      responses: {
        /** @description Отчёты учтены */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SmsDeliveryResult'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Слишком большое тело запроса */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/sms/inbound': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ответы клиентов на SMS (подпись X-Signature: sha256=HMAC тела). «СТОП», «STOP», «ОТПИСКА» отзывают согласие на рассылки; остальное сохраняется */
    post: {
      parameters: {
        query?: never;
        header?: {
          'x-signature'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': components['schemas']['SmsReplies'];
        };
      };
      responses: {
        /** @description Сообщения приняты */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['SmsRepliesResult'];
          };
        };
        /** @description Неверные данные: `fields` — сообщения по полям */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Слишком большое тело запроса */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description Тело запроса не JSON */
        415: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/menu': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Пункты меню для роли пользователя: экраны и места внутри них (вкладка в параметре tab) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Меню */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Menu'];
          };
        };
        /** @description Нет сессии или она истекла */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Состояние сервера и базы данных */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Всё работает */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Health'];
          };
        };
        /** @description База недоступна */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Health'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Готов ли экземпляр принимать запросы (для балансировщика) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Готов */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Ready'];
          };
        };
        /** @description Запускается или завершает работу */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Ready'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Error: {
      error: {
        code: string;
        message: string;
        fields?: {
          [key: string]: string;
        };
        /** @description Пересчёт (`recount`): сколько попыток осталось */
        attemptsLeft?: number;
      };
    };
    UserRecord: {
      fullName: string;
      /** @enum {string} */
      role: 'cashier' | 'manager' | 'admin';
      /** @description Для заголовка Authorization: Bearer */
      token: string;
      isAdmin: boolean;
      /** @description Роль обязана иметь второй фактор: до его подключения сеанс может только его подключить */
      mfaEnrolmentRequired: boolean;
    };
    /** @description Вход по временному паролю: сеанс может только задать новый пароль и выйти */
    PasswordChangeRequired: {
      /** @enum {boolean} */
      passwordChangeRequired: true;
      token: string;
      fullName: string;
      /** @enum {string} */
      role: 'cashier' | 'manager' | 'admin';
      mfa: boolean;
    };
    MfaChallenge: {
      /** @enum {boolean} */
      mfaRequired: true;
      /** @description Передайте в POST /api/auth/login/mfa с кодом */
      challenge: string;
    };
    LoginRequest: {
      login: string;
      password: string;
    };
    MfaLoginRequest: {
      challenge: string;
      code: string;
    };
    CurrentUser: {
      login: string;
      fullName: string;
      /** @enum {string} */
      role: 'cashier' | 'manager' | 'admin';
      isAdmin: boolean;
      /** @description Подключён второй фактор */
      mfa: boolean;
    };
    PasswordChange: {
      currentPassword: string;
      newPassword: string;
    };
    AccountSession: {
      id: number;
      createdAt: string;
      lastSeenAt: string;
      address: string;
      browser: string;
      current: boolean;
    };
    TotpEnrolment: {
      /** @description Секрет в base32, для ввода вручную */
      secret: string;
      /** @description Для QR-кода приложения-аутентификатора */
      otpauthUri: string;
    };
    RecoveryCodes: {
      /** @description Показываются один раз */
      recoveryCodes: string[];
    };
    SecondFactorCode: {
      code: string;
    };
    AccountPage: {
      items: components['schemas']['Account'][];
      total: number;
      page: number;
      pageSize: number;
    };
    Account: {
      id: number;
      login: string;
      fullName: string;
      /** @enum {string} */
      role: 'cashier' | 'manager' | 'admin';
      hallIds: number[];
      workerId: number | null;
      disabled: boolean;
      /** @description Подключён второй фактор */
      mfa: boolean;
      /** @description Выдан временный пароль, постоянный ещё не задан */
      passwordChangeRequired: boolean;
      lastSignInAt: string | null;
      version: number;
    };
    AccountCreated: {
      user: components['schemas']['Account'];
      temporaryPassword: string;
    };
    AccountCreate: {
      /** @example ivanova */
      login: string;
      fullName: string;
      /** @enum {string} */
      role: 'cashier' | 'manager' | 'admin';
      hallIds: number[];
      workerId?: number | null;
    };
    AccountDetails: {
      user: components['schemas']['Account'];
      sessions: components['schemas']['AccountSession'][];
      history: components['schemas']['AccountHistoryEntry'][];
    };
    AccountHistoryEntry: {
      at: string;
      action: string;
      by: string | null;
      details: {
        [key: string]: unknown;
      };
    };
    AccountUpdate: {
      /** @description Или заголовок If-Match */
      version?: number;
      fullName?: string;
      /** @enum {string} */
      role?: 'cashier' | 'manager' | 'admin';
      hallIds?: number[];
      disabled?: boolean;
    };
    TemporaryPassword: {
      /** @description Показывается один раз; действует 72 часа и для одного входа */
      temporaryPassword: string;
    };
    Hall: {
      id: number;
      name: string;
      city: string;
      address: string;
      /** @example Asia/Almaty */
      timezone: string;
      /** @example KZT */
      currency: string;
      /** @enum {string} */
      status: 'open' | 'closed';
      /**
       * @example {
       *       "from": "10:00",
       *       "to": "06:00"
       *     }
       */
      openHours: {
        from: string;
        to: string;
      };
      blindCount: boolean;
      /** @enum {string} */
      countByDenomination: 'required' | 'optional';
      cashierConfirmsSafe: boolean;
      gamingDayStartHour: number;
      gamingDayGraceMinutes: number;
      machineToleranceTenge: number;
      dropWeekdays: number[];
      foreignersOnly: boolean;
      foreignersOnlySource: string;
      version: number;
      /** @description Посещений за сегодняшний день зала (в списке залов) */
      todayVisitors?: number;
      /** @description Игровых автоматов в работе (в списке залов): лицензия требует не меньше 60 (ст. 12 Закона «Об игорном бизнесе») */
      gameTerminals?: number;
    };
    HallCreate: {
      name: string;
      city: string;
      address: string;
      /** @example Asia/Almaty */
      timezone: string;
      openHours: components['schemas']['OpenHours'];
      /**
       * @default open
       * @enum {string}
       */
      status: 'open' | 'closed';
      /**
       * @description Кассиру не показывают ожидаемые наличные; пересчёт вне допуска — повторить
       * @default false
       */
      blindCount: boolean;
      /**
       * @description required — по купюрам и монетам; optional — можно итогом
       * @default optional
       * @enum {string}
       */
      countByDenomination: 'required' | 'optional';
      /**
       * @description Второй пересчёт сейфа может сделать кассир со своего экрана; false — только управляющий или центральный офис
       * @default true
       */
      cashierConfirmsSafe: boolean;
      /**
       * @description Час зала, с которого начинается игровой день
       * @default 6
       * @example 6
       */
      gamingDayStartHour: number;
      /**
       * @description Сколько минут после конца игрового дня ждать поздних показаний до закрытия
       * @default 30
       * @example 30
       */
      gamingDayGraceMinutes: number;
      /**
       * @description Расхождение счётчиков автомата и наличных (выемка, зачисления, ручные выплаты) больше этого — на подпись
       * @default 1000
       * @example 1000
       */
      machineToleranceTenge: number;
      /**
       * @description Дни недели выемки по графику: 1 — понедельник … 7 — воскресенье; пусто — по требованию
       * @default []
       * @example [
       *       1,
       *       4
       *     ]
       */
      dropWeekdays: number[];
      /**
       * @description Вход только для иностранных граждан и лиц без гражданства; граждан Казахстана дверь не пускает
       * @default false
       */
      foreignersOnly: boolean;
      /**
       * @description Акт, по которому зал в такой зоне (обязателен при foreignersOnly)
       * @default
       */
      foreignersOnlySource: string;
    };
    /** @description Часы работы по часам зала; «to» раньше «from» — работа после полуночи, равные — круглосуточно */
    OpenHours: {
      /** @example 10:00 */
      from: string;
      /** @example 10:00 */
      to: string;
    };
    HallUpdate: {
      /** @description Или заголовок If-Match */
      version?: number;
      name?: string;
      city?: string;
      address?: string;
      /** @example Asia/Almaty */
      timezone?: string;
      openHours?: components['schemas']['OpenHours'];
      /** @enum {string} */
      status?: 'open' | 'closed';
      /** @description Кассиру не показывают ожидаемые наличные; пересчёт вне допуска — повторить */
      blindCount?: boolean;
      /**
       * @description required — по купюрам и монетам; optional — можно итогом
       * @enum {string}
       */
      countByDenomination?: 'required' | 'optional';
      /** @description Второй пересчёт сейфа может сделать кассир со своего экрана; false — только управляющий или центральный офис */
      cashierConfirmsSafe?: boolean;
      /**
       * @description Час зала, с которого начинается игровой день
       * @example 6
       */
      gamingDayStartHour?: number;
      /**
       * @description Сколько минут после конца игрового дня ждать поздних показаний до закрытия
       * @example 30
       */
      gamingDayGraceMinutes?: number;
      /**
       * @description Расхождение счётчиков автомата и наличных (выемка, зачисления, ручные выплаты) больше этого — на подпись
       * @example 1000
       */
      machineToleranceTenge?: number;
      /**
       * @description Дни недели выемки по графику: 1 — понедельник … 7 — воскресенье; пусто — по требованию
       * @example [
       *       1,
       *       4
       *     ]
       */
      dropWeekdays?: number[];
      /** @description Вход только для иностранных граждан и лиц без гражданства; граждан Казахстана дверь не пускает */
      foreignersOnly?: boolean;
      /** @description Акт, по которому зал в такой зоне (обязателен при foreignersOnly) */
      foreignersOnlySource?: string;
    };
    WorkerPage: {
      items: components['schemas']['Worker'][];
      total: number;
      page: number;
      pageSize: number;
    };
    Worker: {
      id: number;
      fullName: string;
      /** @example +77011234567 */
      phone: string;
      /** @enum {string} */
      position:
        | 'cashier'
        | 'administrator'
        | 'operator'
        | 'security'
        | 'bartender'
        | 'technician'
        | 'cleaner';
      /** @enum {string} */
      status: 'active' | 'vacation' | 'dismissed';
      /** @example 2024-03-01 */
      hireDate: string;
      dismissedAt: string | null;
      /** @description Учётная запись сотрудника (GET /api/users/{userId}), если выдан доступ */
      userId: number | null;
      version: number;
    };
    WorkerCreate: {
      fullName: string;
      /** @example +7 (701) 123-45-67 */
      phone: string;
      /** @enum {string} */
      position:
        | 'cashier'
        | 'administrator'
        | 'operator'
        | 'security'
        | 'bartender'
        | 'technician'
        | 'cleaner';
      /**
       * @default active
       * @enum {string}
       */
      status: 'active' | 'vacation' | 'dismissed';
      /** @example 2024-03-01 */
      hireDate: string;
    };
    WorkerUpdate: {
      /** @description Или заголовок If-Match */
      version?: number;
      fullName?: string;
      /** @example +7 (701) 123-45-67 */
      phone?: string;
      /** @enum {string} */
      position?:
        | 'cashier'
        | 'administrator'
        | 'operator'
        | 'security'
        | 'bartender'
        | 'technician'
        | 'cleaner';
      /** @enum {string} */
      status?: 'active' | 'vacation' | 'dismissed';
      /** @example 2024-03-01 */
      hireDate?: string;
    };
    WorkerDismiss: {
      /** @description Или заголовок If-Match */
      version?: number;
    };
    RegisteredDevice: {
      device: components['schemas']['Device'];
      /** @description Ключ устройства для X-Device-Key: показывается один раз, хранится только хэш */
      key: string;
    };
    Device: {
      id: number;
      number: string;
      name: string;
      /** @enum {string} */
      type:
        'game_terminal' | 'cash_terminal' | 'kiosk' | 'screen' | 'printer' | 'server' | 'camera';
      serial: string;
      zone: string;
      /**
       * @description online/offline — по сигналам устройства (5 минут без сигнала — не в сети)
       * @enum {string}
       */
      state: 'online' | 'offline' | 'maintenance' | 'broken';
      /** @enum {string} */
      serviceStatus: 'active' | 'maintenance' | 'broken';
      note: string;
      lastSeenAt: string | null;
      /** @description Как деньги входят в игровой терминал и выходят из него; у прочих — null */
      money: components['schemas']['MachineMoney'] | null;
      /** @description Карточка игрового автомата; у прочих — null */
      card: components['schemas']['MachineCard'] | null;
      /** @description Вид наряда, который ждёт утверждения (не больше одного) */
      waitingOrder: string | null;
      version: number;
    };
    MachineMoney: {
      billNotes: number[];
      deskCredits: boolean;
      tickets: boolean;
    };
    MachineCard: {
      manufacturer: string;
      romId: string;
      sealNo: string;
      certificateNo: string;
      certificateDate: string | null;
      /** @example 12500.00 */
      denomination: string | null;
      taxRegNo: string;
      taxRegDate: string | null;
      gameId: number | null;
      gameName: string | null;
      /** @description С какого дня в эксплуатации в этом зале */
      inServiceFrom: string | null;
      /** @description В какой день выведен или перемещён */
      outOfServiceOn: string | null;
    };
    DeviceCreate: {
      /** @example GT-101 */
      number: string;
      /** @enum {string} */
      type:
        'game_terminal' | 'cash_terminal' | 'kiosk' | 'screen' | 'printer' | 'server' | 'camera';
      /** @example Novomatic Super-V+ */
      name: string;
      /** @example NV123456 */
      serial: string;
      /** @example Основной зал */
      zone: string;
      money?: components['schemas']['MachineMoneyInput'];
    };
    /** @description Только у игрового терминала; без него — купюры 500–20 000 ₸ и кредиты с кассы */
    MachineMoneyInput: {
      /**
       * @description Какие купюры принимает купюроприёмник; пусто — его нет
       * @example [
       *       1000,
       *       2000,
       *       5000
       *     ]
       */
      billNotes: number[];
      deskCredits: boolean;
      tickets: boolean;
    };
    DeviceUpdate: {
      /** @description Или заголовок If-Match */
      version?: number;
      /** @example GT-101 */
      number?: string;
      /** @example Novomatic Super-V+ */
      name?: string;
      /** @example NV123456 */
      serial?: string;
      /** @example Основной зал */
      zone?: string;
      money?: components['schemas']['MachineMoneyInput'];
    };
    DeviceKey: {
      /** @description Ключ устройства для X-Device-Key: показывается один раз, хранится только хэш */
      key: string;
    };
    DevicePage: {
      items: components['schemas']['Device'][];
      total: number;
      page: number;
      pageSize: number;
      counts: components['schemas']['DeviceStateCounts'];
      serverTime: string;
    };
    /** @description По типу и поиску, без фильтра статуса */
    DeviceStateCounts: {
      online: number;
      offline: number;
      maintenance: number;
      broken: number;
      /** @description Игровых автоматов в работе (лицензия требует не меньше 60) */
      gameTerminals: number;
      total: number;
    };
    DeviceHistoryEntry: {
      id: number;
      at: string;
      /** @enum {string} */
      fromStatus: 'active' | 'maintenance' | 'broken';
      /** @enum {string} */
      toStatus: 'active' | 'maintenance' | 'broken';
      note: string;
      userName: string | null;
    };
    DeviceStatusChange: {
      /** @enum {string} */
      status: 'active' | 'maintenance' | 'broken';
      /** @default  */
      note: string;
      /** @description Или заголовок If-Match */
      version?: number;
    };
    MachineImportResult: {
      rows: number;
      created: number;
      unchanged: number;
      errors: {
        row: number;
        /** @enum {string} */
        field:
          | 'number'
          | 'model'
          | 'serial'
          | 'zone'
          | 'manufacturer'
          | 'rom'
          | 'seal'
          | 'certificate'
          | 'certificate_date'
          | 'denomination'
          | 'tax_reg_no'
          | 'tax_reg_date'
          | 'in_service_from'
          | 'game'
          | 'file';
        message: string;
      }[];
      moreErrors: number;
      written: boolean;
    };
    MachineOrder: {
      id: number;
      deviceId: number;
      deviceNumber: string;
      /** @enum {string} */
      kind:
        | 'put_into_service'
        | 'move'
        | 'arrival'
        | 'game_change'
        | 'ram_clear'
        | 'seal_change'
        | 'withdrawal'
        | 'correction';
      effectiveOn: string;
      /** @enum {string} */
      status: 'requested' | 'approved' | 'refused';
      /** @description Что делает наряд: поля карточки, игра, пломба, зал назначения */
      details: {
        [key: string]: unknown;
      };
      note: string;
      requestedBy: string | null;
      requestedAt: string;
      requestedById: number | null;
      witness: string | null;
      decidedBy: string | null;
      decidedAt: string | null;
      decisionNote: string;
      metersBefore: components['schemas']['MachineMetersSnapshot'] | null;
      metersAfter: components['schemas']['MachineMetersSnapshot'] | null;
      linkedOrderId: number | null;
      version: number;
    };
    /** @description Счётчики автомата по его последнему показанию (деньги — в тиынах строкой) */
    MachineMetersSnapshot: {
      readAt: string;
      meters: {
        [key: string]: string;
      };
    };
    MachineOrderRequest:
      | {
          /** @enum {string} */
          kind: 'put_into_service';
          /**
           * @description День, с которого действует наряд, по часам зала; без него — сегодня зала
           * @example 2026-03-15
           */
          effectiveOn?: string;
          /** @default  */
          note: string;
          card: {
            manufacturer: string;
            romId: string;
            sealNo: string;
            certificateNo: string;
            /** @example 2026-03-15 */
            certificateDate: string;
            /** @example 12500.00 */
            denomination: string;
            taxRegNo: string;
            /** @example 2026-03-15 */
            taxRegDate: string;
            gameId: number;
          };
        }
      | {
          /** @enum {string} */
          kind: 'move';
          /**
           * @description День, с которого действует наряд, по часам зала; без него — сегодня зала
           * @example 2026-03-15
           */
          effectiveOn?: string;
          /** @default  */
          note: string;
          toHallId: number;
          toNumber: string;
          toZone?: string;
          /** @description Объект регистрируется в налоговом органе по месту нахождения нового зала */
          toTaxRegNo: string;
          /** @example 2026-03-15 */
          toTaxRegDate: string;
        }
      | {
          /** @enum {string} */
          kind: 'game_change';
          /**
           * @description День, с которого действует наряд, по часам зала; без него — сегодня зала
           * @example 2026-03-15
           */
          effectiveOn?: string;
          /** @default  */
          note: string;
          gameId: number;
        }
      | {
          /** @enum {string} */
          kind: 'ram_clear';
          /**
           * @description День, с которого действует наряд, по часам зала; без него — сегодня зала
           * @example 2026-03-15
           */
          effectiveOn?: string;
          /** @default  */
          note: string;
          witnessId: number;
        }
      | {
          /** @enum {string} */
          kind: 'seal_change';
          /**
           * @description День, с которого действует наряд, по часам зала; без него — сегодня зала
           * @example 2026-03-15
           */
          effectiveOn?: string;
          /** @default  */
          note: string;
          sealNo: string;
        }
      | {
          /** @enum {string} */
          kind: 'withdrawal';
          /**
           * @description День, с которого действует наряд, по часам зала; без него — сегодня зала
           * @example 2026-03-15
           */
          effectiveOn?: string;
          /** @default  */
          note: string;
        }
      | {
          /** @enum {string} */
          kind: 'correction';
          /**
           * @description День, с которого действует наряд, по часам зала; без него — сегодня зала
           * @example 2026-03-15
           */
          effectiveOn?: string;
          /** @default  */
          note: string;
          changes: {
            manufacturer?: string;
            name?: string;
            serial?: string;
            romId?: string;
            certificateNo?: string;
            /** @example 2026-03-15 */
            certificateDate?: string;
            /** @example 12500.00 */
            denomination?: string;
            taxRegNo?: string;
            /** @example 2026-03-15 */
            taxRegDate?: string;
          };
        };
    MachineOrderPage: {
      items: components['schemas']['MachineOrder'][];
      total: number;
    };
    MachineOrderDecision: {
      /** @enum {string} */
      decision: 'approve' | 'refuse';
      /**
       * @description Почему отклонён (обязательно при отказе)
       * @default
       */
      note: string;
      /** @description Или заголовок If-Match */
      version?: number;
    };
    GamblingTaxDraft: {
      quarter: string;
      from: string;
      to: string;
      /** @description МРП на первый день квартала, ₸ */
      mrp: number | null;
      mrpSource: string;
      /** @description Ставка за автомат в месяц, МРП */
      rateMrp: number | null;
      rateSource: string;
      objects: components['schemas']['GamblingTaxObject'][];
      /** @example 12500.00 */
      total: string;
      unregistered: number;
      inAndOut: number;
      declarationDue: string;
      paymentDue: string;
      ended: boolean;
      /** @description Срок декларации прошёл, а квартал не зафиксирован */
      overdue: boolean;
      filings: components['schemas']['GamblingTaxFiling'][];
      changedSinceFiling: boolean;
    };
    GamblingTaxObject: {
      deviceId: number;
      number: string;
      manufacturer: string;
      model: string;
      serial: string;
      taxRegNo: string;
      taxRegDate: string | null;
      inServiceFrom: string;
      outOfServiceOn: string | null;
      months: {
        /** @example 2026-01 */
        month: string;
        /** @description 2 — полная ставка, 1 — половина */
        halves: number;
        /** @enum {string|null} */
        note: 'entered' | 'left' | 'in_and_out' | null;
        /** @example 12500.00 */
        amount: string;
      }[];
      /** @example 12500.00 */
      total: string;
    };
    GamblingTaxFiling: {
      version: number;
      lockedAt: string;
      lockedBy: string | null;
      objects: number;
      /** @example 12500.00 */
      total: string;
      mrp: number;
      rateMrp: number;
    };
    GamblingTaxLock: {
      /** @example 2026-Q1 */
      quarter: string;
    };
    CashDeskList: {
      items: components['schemas']['CashDesk'][];
      policy: components['schemas']['CashPolicy'];
    };
    CashDesk: {
      id: number;
      /** @enum {string} */
      kind: 'window' | 'bar' | 'safe';
      name: string;
      /** @example 12500.00 */
      workingCapital: string | null;
      /**
       * @description Наличные по учёту; null — кассиру зала со слепым пересчётом
       * @example 12500.00
       */
      balance: string | null;
      /** @description Наличных больше рабочего остатка: излишек сдают в сейф */
      overCapital: boolean;
      /** @description Последний пересчёт */
      countedAt: string | null;
      retired: boolean;
      version: number;
      shift: components['schemas']['CashDeskShift'];
      /** @description Касса ККМ, которой продажи кассы передаются в ОФД; null — не привязана */
      fiscal: components['schemas']['FiscalRegister'] | null;
    };
    CashDeskShift: {
      id: number;
      /** @description ФИО; null — без держателя */
      heldBy: string | null;
      heldById: number | null;
      openedAt: string;
    } | null;
    FiscalRegister: {
      /** @enum {string} */
      provider: 'webkassa';
      cashboxUniqueNumber: string;
      /** @description РНМ, из ответа кассы */
      registrationNumber: string | null;
      ofdName: string | null;
      linkedAt: string;
      /** @description Касса отказала во входе: введите учётные данные заново */
      signInRefused: string | null;
      /** @description Документов ждут отправки */
      pending: number;
      /** @description Касса ККМ держит очередь и ждёт человека: 7 — заблокирована, 11 — смена дольше 24 часов (нужен Z-отчёт: закройте смену), 18 — автономный режим дольше 72 часов */
      held: {
        code: number;
        error: string;
      } | null;
    };
    CashPolicy: {
      blindCount: boolean;
      /** @enum {string} */
      countByDenomination: 'required' | 'optional';
      /** @description Второй пересчёт сейфа может сделать кассир */
      cashierConfirmsSafe: boolean;
      denominations: components['schemas']['Denomination'][];
    };
    Denomination: {
      value: string;
      /** @enum {string} */
      form: 'note' | 'coin';
    };
    CashDeskCreate: {
      /** @enum {string} */
      kind: 'window' | 'bar';
      /** @example Касса 2 */
      name: string;
      /**
       * @description Сколько наличных касса держит; выше — излишек сдают в сейф. null — без предела
       * @example 12500.00
       */
      workingCapital?: string;
    };
    CashDeskUpdate: {
      /** @description Или заголовок If-Match */
      version?: number;
      /** @example Касса 2 */
      name?: string;
      /**
       * @description Сколько наличных касса держит; выше — излишек сдают в сейф. null — без предела
       * @example 12500.00
       */
      workingCapital?: string;
      retired?: boolean;
    };
    /** @description Пароль и ключ только записываются: ни один ответ их не возвращает */
    FiscalRegisterLink: {
      /** @enum {string} */
      provider: 'webkassa';
      /** @example SWK00033717 */
      cashboxUniqueNumber: string;
      /** @example bar@hall.kz */
      login: string;
      password: string;
      apiKey: string;
    };
    CashTransferPage: {
      items: components['schemas']['CashTransfer'][];
      total: number;
      page: number;
      pageSize: number;
    };
    CashTransfer: {
      id: number;
      /** @enum {string} */
      kind: 'fill' | 'return' | 'transfer' | 'collection' | 'delivery' | 'drop';
      /** @enum {string} */
      status: 'sent' | 'accepted' | 'refused';
      /** @description Откуда; null — из банка */
      fromDesk: {
        id: number;
        name: string;
      } | null;
      /** @description Куда; null — в банк */
      toDesk: {
        id: number;
        name: string;
      } | null;
      /** @example 12500.00 */
      amount: string;
      /**
       * @description Сколько пересчитал получатель; null — не пересчитывали или ещё в пути
       * @example 12500.00
       */
      received: string | null;
      bagNumber: string | null;
      note: string;
      sentBy: string | null;
      sentAt: string;
      decidedBy: string | null;
      decidedAt: string | null;
      /** @description Этот пользователь может принять или отклонить перемещение */
      canDecide: boolean;
    };
    CashTransferCreate: {
      /** @enum {string} */
      kind: 'fill' | 'return' | 'transfer' | 'collection' | 'delivery';
      /** @description Касса-отправитель; без неё — своя касса (сейф для fill и collection) */
      fromDeskId?: number;
      /** @description Касса-получатель (fill, transfer); сейф — для return и delivery */
      toDeskId?: number;
      /** @example 12500.00 */
      amount?: string;
      count?: components['schemas']['CashCount'];
      bagNumber?: string;
      /** @default  */
      note: string;
    };
    /**
     * @description Пересчёт вместо суммы
     * @example {
     *       "denominations": [
     *         {
     *           "value": "20000",
     *           "count": 3
     *         }
     *       ]
     *     }
     */
    CashCount: {
      denominations?: {
        value: string;
        /** @enum {string} */
        form?: 'note' | 'coin';
        count: number;
      }[];
      /** @example 12500.00 */
      total?: string;
    };
    CashTransferAccept: {
      count?: components['schemas']['CashCount'] & unknown;
      /** @description Пересчёт не сходится с отправленным, и это так: разница — расхождение отправителя */
      acceptDifference?: boolean;
    };
    Reverse: {
      reason: string;
    };
    HandoverCandidates: {
      items: {
        id: number;
        fullName: string;
        role: string;
      }[];
    };
    HandoverList: {
      items: components['schemas']['Handover'][];
    };
    Handover: {
      id: number;
      /** @enum {string} */
      status: 'pending' | 'disputed' | 'accepted' | 'resolved' | 'cancelled';
      deskId: number;
      deskName: string;
      fromShiftId: number;
      fromUser: string | null;
      toUserId: number;
      toUser: string | null;
      createdAt: string;
      decidedAt: string | null;
      /** @description Смена принявшего */
      toShiftId: number | null;
      /** @description Этот пользователь принимает смену */
      canAccept: boolean;
      /** @description Расхождение сдающего, когда передача завершена */
      variance?: {
        id: number;
        /** @example 12500.00 */
        amount: string;
        /** @enum {string} */
        signOff: 'none' | 'manager' | 'head_office';
      } | null;
    };
    HandoverCreate: {
      toUserId: number;
      count: components['schemas']['CashCount'];
    };
    HandoverAccept: {
      count: components['schemas']['CashCount'];
    };
    HandoverResolve: {
      count: components['schemas']['CashCount'];
      reason: string;
    };
    Safe: {
      deskId: number;
      /** @example 12500.00 */
      balance: string;
      countedAt: string | null;
      /**
       * @description Перемещения зала в пути
       * @example 12500.00
       */
      inTransit: string;
      /**
       * @description Наличные в кассах
       * @example 12500.00
       */
      desksCash: string;
      /**
       * @description Выигрыши к выплате (ждут одобрения или выдачи)
       * @example 12500.00
       */
      owedWinnings: string;
      /**
       * @description Сколько не хватает сейфу и кассам на выигрыши к выплате; null — хватает
       * @example 12500.00
       */
      reserveShort: string | null;
      lastCount: {
        id: number;
        /** @example 12500.00 */
        total: string;
        countedBy: string | null;
        confirmedBy: string | null;
        confirmedAt: string;
      } | null;
      pendingCount: components['schemas']['PendingSafeCount'] | null;
    };
    /** @description Пересчёт сейфа, ждущий второго человека (его сумма не показывается) */
    PendingSafeCount: {
      id: number;
      countedBy: string | null;
      createdAt: string;
      /** @description Может ли спрашивающий подтвердить: другой человек; кассир — если зал это разрешает */
      canConfirm: boolean;
    };
    SafeCountBody: {
      count: components['schemas']['CashCount'];
    };
    SafeCountWaiting: {
      pendingCount: components['schemas']['PendingSafeCount'] | null;
    };
    SafeCountConfirmed: {
      /** @enum {string} */
      status: 'confirmed';
      variance: {
        id: number;
        /** @example 12500.00 */
        amount: string;
        /** @enum {string} */
        signOff: 'none' | 'manager' | 'head_office';
      } | null;
    };
    CashVarianceReport: {
      items: components['schemas']['CashVariance'][];
      total: number;
      page: number;
      pageSize: number;
      /** @description По сотрудникам за весь фильтр */
      people: components['schemas']['CashVariancePerson'][];
    };
    CashVariance: {
      id: number;
      at: string;
      /** @enum {string} */
      kind:
        | 'opening'
        | 'closing'
        | 'handover'
        | 'safe'
        | 'transfer'
        | 'machine_drop'
        | 'machine_credits'
        | 'machine_hand_pays';
      /** @description Где: касса, или автомат для расхождения автомата */
      deskName: string;
      /** @description Автомат расхождения автомата; null — расхождение кассы */
      device: {
        id: number;
        number: string;
        name: string;
      } | null;
      /** @description Игровой день расхождения автомата (YYYY-MM-DD) */
      day: string | null;
      /** @description Выемка, где пересчитан ящик */
      dropId: number | null;
      shiftId: number | null;
      userId: number | null;
      /** @description Чьё расхождение */
      person: string | null;
      /**
       * @description Пересчитано − ожидалось: минус — недостача; у автомата — наличные − счётчик
       * @example 12500.00
       */
      amount: string;
      /** @enum {string} */
      signOff: 'none' | 'manager' | 'head_office';
      managerBy: string | null;
      managerAt: string | null;
      managerReason: string | null;
      headOfficeBy: string | null;
      headOfficeAt: string | null;
      headOfficeReason: string | null;
      /** @description Ждёт подписи */
      awaiting: boolean;
    };
    CashVariancePerson: {
      userId: number | null;
      person: string | null;
      shifts: number;
      shortages: number;
      /** @example 12500.00 */
      shortage: string;
      overages: number;
      /** @example 12500.00 */
      overage: string;
      aboveThreshold: number;
      awaiting: number;
    };
    VarianceSignOff: {
      reason: string;
    };
    ShiftPage: {
      items: components['schemas']['Shift'][];
      total: number;
      page: number;
      pageSize: number;
    };
    Shift: {
      id: number;
      /** @enum {string} */
      status: 'open' | 'closed';
      deskId: number;
      deskName: string;
      /** @description ФИО; null — пользователь удалён */
      heldBy: string | null;
      /** @example 12500.00 */
      openingCash: string;
      /**
       * @description Наличные в кассе сейчас (у закрытой — ожидаемые на закрытие); null — кассиру зала со слепым пересчётом
       * @example 12500.00
       */
      balance: string | null;
      openedAt: string;
      /** @description ФИО; null — пользователь удалён */
      openedBy: string | null;
      closedAt: string | null;
      /** @description ФИО; null — пользователь удалён */
      closedBy: string | null;
      /** @example 12500.00 */
      expectedCash: string | null;
      /** @example 12500.00 */
      countedCash: string | null;
      /**
       * @description Факт − ожидание; у открытой — null
       * @example 12500.00
       */
      discrepancy: string | null;
    };
    CurrentShift: {
      /** @description null — смена не открыта */
      shift: components['schemas']['ShiftReport'] | null;
    };
    ShiftReport: components['schemas']['Shift'] & {
      /** @description Итоги по видам; пусто — кассиру зала со слепым пересчётом */
      totals: components['schemas']['OperationTotal'][];
      operationCount: number;
      /** @description Выплаты выигрышей: кому и за какой автомат */
      winnings: components['schemas']['ShiftWinning'][];
      registerZ: components['schemas']['RegisterZReport'];
    };
    OperationTotal: {
      /** @enum {string} */
      type:
        | 'cash_in'
        | 'cash_out'
        | 'collection'
        | 'payout'
        | 'sale'
        | 'refund'
        | 'transfer_out'
        | 'transfer_in'
        | 'transfer_back'
        | 'reversal_in'
        | 'reversal_out'
        | 'machine_credit';
      count: number;
      /** @example 12500.00 */
      amount: string;
    };
    ShiftWinning: {
      operationId: number;
      createdAt: string;
      amount: string;
      client: components['schemas']['ShortClient'];
      terminal: string;
    };
    ShortClient: {
      id: number;
      shortName: string;
    };
    /** @description Z-отчёт кассы ККМ за смену; null — касса не привязана к кассе ККМ */
    RegisterZReport: {
      /** @enum {string} */
      status: 'pending' | 'issued' | 'failed';
      /** @description Смена кассы ККМ */
      shiftNumber: number | null;
      documentCount: number | null;
      /**
       * @description Наличных в кассе ККМ по отчёту
       * @example 12500.00
       */
      cashInRegister: string | null;
      issuedAt: string | null;
      error: string | null;
      /** @description Z-отчёт не понадобился: смена кассы ККМ уже закрыта или в ней не было документов */
      note: string | null;
    } | null;
    ShiftOpen: {
      /** @description Касса; без неё — единственная касса зала */
      deskId?: number;
      count?: components['schemas']['CashCount'];
      /**
       * @description Итог вместо count, где зал его допускает
       * @example 12500.00
       */
      openingCash?: string;
    };
    ShiftClosed: components['schemas']['ShiftReport'] & {
      variance: components['schemas']['VarianceRef'];
    };
    VarianceRef: {
      id: number;
      /** @example 12500.00 */
      amount: string;
      /** @enum {string} */
      signOff: 'none' | 'manager' | 'head_office';
    } | null;
    ShiftClose: {
      count?: components['schemas']['CashCount'];
      /**
       * @description Итог вместо count, где зал его допускает
       * @example 12500.00
       */
      countedCash?: string;
      /** @description Почему управляющий закрывает чужую смену */
      reason?: string;
    };
    OperationPage: {
      items: components['schemas']['Operation'][];
      total: number;
      page: number;
      pageSize: number;
      /** @description Итоги по видам за весь фильтр; пусто — кассиру зала со слепым пересчётом */
      totals: components['schemas']['OperationTotal'][];
    };
    Operation: {
      id: number;
      deskId: number;
      deskName: string;
      /** @description Смена; null — операция сейфа */
      shiftId: number | null;
      /** @enum {string} */
      type:
        | 'cash_in'
        | 'cash_out'
        | 'collection'
        | 'payout'
        | 'sale'
        | 'refund'
        | 'transfer_out'
        | 'transfer_in'
        | 'transfer_back'
        | 'reversal_in'
        | 'reversal_out'
        | 'machine_credit';
      /** @example 12500.00 */
      amount: string;
      /**
       * @description Наличные кассы после операции; null — кассиру зала со слепым пересчётом
       * @example 12500.00
       */
      balanceAfter: string | null;
      orderId: number | null;
      note: string;
      createdAt: string;
      createdBy: string | null;
      /** @description Кому выплачен выигрыш */
      client: {
        id: number;
        shortName: string;
      } | null;
      /** @description Номер автомата выигрыша или зачисления */
      terminal: string | null;
      /**
       * @description Что выплачено вручную; null — не выплата или не сказано
       * @enum {string|null}
       */
      payoutKind: 'jackpot' | 'cancelled' | null;
    };
    PayoutWaiting: {
      approval: {
        id: number;
        /** @enum {string} */
        status: 'pending' | 'approved' | 'refused' | 'paid';
      };
      winning: components['schemas']['OwedWinning'];
    };
    OwedWinning: {
      id: number;
      hallId: number;
      /** @enum {string} */
      status: 'pending' | 'approved' | 'refused' | 'paid';
      needsApproval: boolean;
      /** @example 12500.00 */
      amount: string;
      client: components['schemas']['ShortClient'];
      terminal: string;
      requestedAt: string;
      requestedBy: string | null;
      requestedById: number;
      /** @description Последний из трёх календарных дней зала */
      deadline: string;
      overdue: boolean;
      decidedAt: string | null;
      decidedBy: string | null;
      decisionNote: string;
      operationId: number | null;
    };
    OperationCreate: {
      /** @enum {string} */
      type: 'cash_in' | 'cash_out' | 'collection' | 'payout' | 'machine_credit';
      /** @example 12500.00 */
      amount: string;
      /** @default  */
      note: string;
      /**
       * @description ИИН получателя выигрыша
       * @example 900101300007
       */
      clientIin?: string;
      clientDocument?: components['schemas']['DocumentRef'];
      clientId?: number;
      deviceId?: number;
      /** @description Номер автомата в зале, как на его табличке («022») */
      deviceNumber?: string;
      /** @description Касса не может выплатить сейчас: выигрыш записывается «К выплате» */
      owed?: boolean;
      /**
       * @description Что выплачено вручную: jackpot — джекпот, cancelled — снятые кредиты (счётчики автомата 0002 и 0003)
       * @enum {string}
       */
      payoutKind?: 'jackpot' | 'cancelled';
    };
    /** @description Документ получателя-иностранца */
    DocumentRef: {
      /**
       * @description passport — паспорт, id_card — удостоверение, residence_permit — ВНЖ
       * @enum {string}
       */
      type: 'passport' | 'id_card' | 'residence_permit';
      number: string;
    };
    OwedWinningList: {
      items: components['schemas']['OwedWinning'][];
      total: number;
    };
    PayoutRefusal: {
      /** @default  */
      reason: string;
    };
    GamingDayList: {
      items: components['schemas']['GamingDay'][];
    };
    GamingDay: {
      /**
       * @description Дата игрового дня зала
       * @example 2026-12-06
       */
      day: string;
      startsAt: string;
      endsAt: string;
      /**
       * @description open — идёт; awaiting — кончился, ждёт закрытия; closed — закрыт
       * @enum {string}
       */
      status: 'open' | 'awaiting' | 'closed';
      closedAt: string | null;
      /** @description Кто закрыл; null — закрыт сам */
      closedBy: string | null;
      /** @description Автоматов в дне (закрытом) или передавших показания */
      machines: number;
      /** @description Автоматов без показаний в закрытом дне */
      noReading: number;
      /** @description Поздних показаний после закрытия */
      adjustments: number;
      figures: components['schemas']['GamingDayFigures'];
      adjusted: components['schemas']['GamingDayFigures'] & unknown;
    };
    /** @description Итоги дня: закрытого — замороженные при закрытии */
    GamingDayFigures: {
      /** @example 12500.00 */
      coinIn: string;
      /** @example 12500.00 */
      coinOut: string;
      /** @example 12500.00 */
      jackpotHandPays: string;
      /** @example 12500.00 */
      cancelledHandPays: string;
      /** @example 12500.00 */
      billsIn: string;
      /** @example 12500.00 */
      transfersIn: string;
      /** @example 12500.00 */
      transfersOut: string;
      /** @example 12500.00 */
      ticketsIn: string;
      /** @example 12500.00 */
      ticketsOut: string;
      gamesPlayed: number;
      doorsMain: number;
      doorsDrop: number;
      powerResets: number;
      /**
       * @description Выигрыш зала по счётчикам: сыграно − выиграно − джекпоты, выплаченные вручную
       * @example 12500.00
       */
      meterWin: string;
      /**
       * @description Принято купюр по номиналам
       * @example {
       *       "1000": 12,
       *       "5000": 3
       *     }
       */
      bills: {
        [key: string]: number;
      };
    };
    GamingDayDetail: {
      day: components['schemas']['GamingDay'];
      cash: components['schemas']['GamingDayCash'];
      machines: components['schemas']['GamingDayMachine'][];
    };
    /** @description Итоги игрового дня зала по наличным (decision 067) */
    GamingDayCash: {
      /**
       * @description Выемка: пересчитано в ящиках, вынутых в этот день
       * @example 12500.00
       */
      drop: string;
      /**
       * @description По счётчикам купюр этих ящиков
       * @example 12500.00
       */
      dropExpected: string;
      /** @description Ящики дня вынуты, но ещё не пересчитаны */
      dropPending: boolean;
      /**
       * @description Зачислено на автомат с касс
       * @example 12500.00
       */
      creditsSold: string;
      /**
       * @description Выплачено вручную на кассах
       * @example 12500.00
       */
      handPays: string;
      /**
       * @description Выигрыш по наличным: выемка + зачисления − выплаты
       * @example 12500.00
       */
      cashWin: string;
      /**
       * @description Выемка − счётчик купюр
       * @example 12500.00
       */
      dropDifference: string;
      /**
       * @description Зачисления с касс − счётчик зачислений
       * @example 12500.00
       */
      creditsDifference: string;
      /**
       * @description Выплаты на кассах − счётчики ручных выплат
       * @example 12500.00
       */
      handPaysDifference: string;
    };
    GamingDayMachine: {
      deviceId: number;
      number: string;
      name: string;
      /**
       * @description meters — по счётчикам автомата; manual — снято вручную; none — нет показаний
       * @enum {string}
       */
      source: 'meters' | 'manual' | 'none';
      opened: components['schemas']['MachineMeterSet'];
      closed: components['schemas']['MachineMeterSet'] & unknown;
      figures: components['schemas']['GamingDayFigures'];
      cash: components['schemas']['GamingDayCash'];
      adjustments: components['schemas']['GamingDayAdjustment'][];
      /** @description Показания, снятые вручную: кто снял и кто подтвердил, без самих цифр */
      manual: components['schemas']['ManualReadingState'] | null;
    };
    /** @description Счётчики на открытие дня */
    MachineMeterSet: {
      /**
       * @description Счётчики автомата: деньги — строкой в тенге, счёт — числом
       * @example {
       *       "coinIn": "1234500.00",
       *       "gamesPlayed": 10234
       *     }
       */
      meters: {
        [key: string]: string | number;
      };
      bills: {
        [key: string]: number;
      };
    } | null;
    GamingDayAdjustment: {
      /** @description Когда пришло позднее показание */
      recordedAt: string;
      /** @description Час дня, к которому оно относится */
      hour: string;
      figures: components['schemas']['GamingDayFigures'];
    };
    ManualReadingState: {
      id: number;
      takenBy: string | null;
      takenAt: string;
      confirmedBy: string | null;
      /** @description null — ждёт второго человека */
      confirmedAt: string | null;
    };
    ManualReadingCreate: {
      deviceId: number;
      machine: components['schemas']['MachineMeters'];
    };
    MachineMeters: {
      /**
       * @description Сколько цифр у счётчиков автомата до перехода через ноль
       * @default 12
       */
      digits: number;
      /**
       * @description Сыграно кредитов (coin in, 0000), ₸ (строкой)
       * @example 10234500.00
       */
      coinIn?: string;
      /**
       * @description Выиграно кредитов (coin out, 0001), ₸ (строкой)
       * @example 10234500.00
       */
      coinOut?: string;
      /**
       * @description Джекпоты, выплаченные вручную (0002), ₸ (строкой)
       * @example 10234500.00
       */
      jackpotHandPays?: string;
      /**
       * @description Снятые кредиты, выплаченные вручную (0003), ₸ (строкой)
       * @example 10234500.00
       */
      cancelledHandPays?: string;
      /**
       * @description Принято купюр на сумму (000B), ₸ (строкой)
       * @example 10234500.00
       */
      billsIn?: string;
      /**
       * @description Зачислено с кассы (AFT in, 00A0), ₸ (строкой)
       * @example 10234500.00
       */
      transfersIn?: string;
      /**
       * @description Списано на кассу (AFT out, 00B8), ₸ (строкой)
       * @example 10234500.00
       */
      transfersOut?: string;
      /**
       * @description Принято билетов (0080), ₸ (строкой)
       * @example 10234500.00
       */
      ticketsIn?: string;
      /**
       * @description Выдано билетов (0086), ₸ (строкой)
       * @example 10234500.00
       */
      ticketsOut?: string;
      /** @example 1042 */
      gamesPlayed?: number;
      /** @example 1042 */
      doorsMain?: number;
      /** @example 1042 */
      doorsDrop?: number;
      /** @example 1042 */
      powerResets?: number;
      /**
       * @description Принято купюр по номиналам (тенге), с начала жизни автомата
       * @example {
       *       "1000": 412,
       *       "5000": 37
       *     }
       */
      bills?: {
        [key: string]: number;
      };
    };
    ManualReadingConfirm: {
      machine: components['schemas']['MachineMeters'];
    };
    DropList: {
      items: components['schemas']['Drop'][];
    };
    Drop: {
      id: number;
      /** @enum {string} */
      status: 'collected' | 'counting' | 'counted';
      collectedAt: string;
      collectedBy: string | null;
      witness: string | null;
      countedBy: string | null;
      confirmedBy: string | null;
      confirmedAt: string | null;
      boxes: number;
      /** @description Сумма выемки, когда счёт сошёлся */
      total: string | null;
      /** @description Пересчитано − по счётчикам, всего */
      difference: string | null;
      /** @description Перемещение в сейф; null — пока не пересчитано или выемка пуста */
      transfer: {
        id: number;
        /** @enum {string} */
        status: 'sent' | 'accepted' | 'refused';
      } | null;
    };
    DropStart: {
      machines: {
        id: number;
        number: string;
        name: string;
      }[];
      people: {
        id: number;
        fullName: string;
        /** @enum {string} */
        role: 'cashier' | 'manager' | 'admin';
      }[];
    };
    DropDetail: {
      id: number;
      /** @enum {string} */
      status: 'collected' | 'counting' | 'counted';
      collectedAt: string;
      collectedBy: string | null;
      witness: string | null;
      countedBy: string | null;
      confirmedBy: string | null;
      confirmedAt: string | null;
      boxes: number;
      /** @description Сумма выемки, когда счёт сошёлся */
      total: string | null;
      /** @description Пересчитано − по счётчикам, всего */
      difference: string | null;
      /** @description Перемещение в сейф; null — пока не пересчитано или выемка пуста */
      transfer: {
        id: number;
        /** @enum {string} */
        status: 'sent' | 'accepted' | 'refused';
      } | null;
      /** @description Этот пользователь может пересчитать первым */
      canCount: boolean;
      /** @description Этот пользователь может пересчитать вторым, вслепую */
      canConfirm: boolean;
      items: components['schemas']['DropBox'][];
    };
    DropBox: {
      deviceId: number;
      number: string;
      name: string;
      boxNumber: string;
      swapped: boolean;
      /** @description Пересчитано; null — пока счёт не сошёлся */
      counted: string | null;
      /** @description По счётчику купюр с прошлой выемки; null — пока счёт не сошёлся (вслепую) */
      expected: string | null;
      /** @description Пересчитано − по счётчику */
      difference: string | null;
      /** @description По номиналам, когда счёт сошёлся; до того пусто */
      notes: {
        value: string;
        counted: number;
        expected: number;
        difference: number;
      }[];
    };
    DropCreate: {
      witnessId: number;
      boxes: {
        deviceId: number;
        boxNumber: string;
        /** @description Ящик и правда стоял в этом автомате, хотя помечен другим */
        swapped?: boolean;
      }[];
    };
    DropCount: {
      boxes: {
        deviceId: number;
        notes: {
          value: string;
          count: number;
        }[];
      }[];
    };
    OrderPage: {
      items: components['schemas']['Order'][];
      total: number;
      page: number;
      pageSize: number;
    };
    Order: {
      id: number;
      shiftId: number;
      /** @enum {string} */
      status: 'paid' | 'cancelled';
      /** @example 12500.00 */
      total: string;
      itemCount: number;
      items: components['schemas']['OrderLine'][];
      createdAt: string;
      createdBy: string | null;
      cancelledAt: string | null;
      cancelledBy: string | null;
      /** @description Чек продажи; null — касса заказа не привязана к кассе ККМ */
      fiscal: components['schemas']['FiscalCheque'] | null;
      /** @description Чек возврата отменённого заказа, чей чек продажи есть */
      returnFiscal: components['schemas']['FiscalCheque'] | null;
    };
    OrderLine: {
      productId: number;
      name: string;
      /** @example 12500.00 */
      price: string;
      quantity: number;
      /** @example 12500.00 */
      total: string;
    };
    FiscalCheque: {
      /** @enum {string} */
      status: 'pending' | 'issued' | 'failed';
      /** @description Фискальный признак */
      checkNumber: string | null;
      /** @description Адрес чека у ОФД (QR-код) */
      ticketUrl: string | null;
      /** @description Выдан в автономном режиме */
      offline: boolean | null;
      issuedAt: string | null;
      /** @description РНМ */
      registrationNumber: string | null;
      /** @description ЗНМ */
      uniqueNumber: string | null;
      ofdName: string | null;
      ofdHost: string | null;
      taxPayerName: string | null;
      /** @description БИН */
      taxPayerIn: string | null;
      /** @description Почему чек не пробит или ещё ждёт */
      error: string | null;
      /** @description Номер чека в смене кассы ККМ (CheckOrderNumber) */
      orderNumber: number | null;
      /** @description Смена кассы ККМ */
      shiftNumber: number | null;
      /** @description Адрес места использования кассы ККМ, из её ответа */
      address: string | null;
      /**
       * @description НДС в чеке
       * @example 12500.00
       */
      vatTotal: string;
      /** @description НДС по ставкам: ставка в процентах и сумма налога */
      vat: {
        rate: number;
        /** @example 12500.00 */
        amount: string;
      }[];
    };
    OrderCreate: {
      items: {
        productId: number;
        quantity: number;
      }[];
      /**
       * @description Сумма, которую видел кассир; другая у сервера — 409 price_changed
       * @example 12500.00
       */
      total: string;
    };
    /** @description X-отчёт кассы ККМ, как его дала Webkassa */
    FiscalXReport: {
      [key: string]: unknown;
    };
    FiscalReport: {
      items: components['schemas']['FiscalReportRow'][];
    };
    FiscalReportRow: {
      /** @description День зала, YYYY-MM-DD */
      day: string;
      deskId: number;
      desk: string;
      /** @description Продаж в журнале кассы */
      sales: number;
      /** @description Из них с чеком (любого статуса) */
      withCheque: number;
      /** @description Без чека: касса не была привязана */
      withoutCheque: number;
      issued: number;
      pending: number;
      failed: number;
      /** @description Чеков возврата */
      returns: number;
      /**
       * @description Продажи минус возвраты по журналу кассы
       * @example 12500.00
       */
      journalTotal: string;
      /**
       * @description Выданные чеки продажи минус выданные чеки возврата
       * @example 12500.00
       */
      chequesTotal: string;
      /** @description Итоги совпадают */
      agree: boolean;
    };
    ProductList: {
      items: components['schemas']['Product'][];
    };
    Product: {
      id: number;
      name: string;
      category: string;
      /** @example 12500.00 */
      price: string;
      position: number;
      active: boolean;
      /** @description Ставка НДС, %; null — без НДС */
      vatRate: number | null;
      version: number;
    };
    ProductCreate: {
      /** @example Капучино */
      name: string;
      /** @example Горячие напитки */
      category: string;
      /** @example 12500.00 */
      price: string;
      /** @description Место в категории; без него — в конец */
      position?: number;
      /** @description Ставка НДС в цене, %; null — без НДС (в чеке кассы ККМ) */
      vatRate?: number | null;
    };
    ProductUpdate: {
      /** @description Или заголовок If-Match */
      version?: number;
      /** @example Капучино */
      name?: string;
      /** @example Горячие напитки */
      category?: string;
      /** @example 12500.00 */
      price?: string;
      position?: number;
      active?: boolean;
      /** @description Ставка НДС в цене, %; null — без НДС (в чеке кассы ККМ) */
      vatRate?: number | null;
    };
    PhoneRequestPage: {
      items: components['schemas']['PhoneRequest'][];
      total: number;
      page: number;
      pageSize: number;
    };
    PhoneRequest: {
      id: number;
      hallId: number;
      hallName: string;
      /** @enum {string} */
      status: 'new' | 'approved' | 'rejected' | 'cancelled';
      oldPhone: string;
      newPhone: string;
      reason: string;
      employeePhone: string;
      employeeName: string;
      clientName: string;
      createdAt: string;
      createdBy: string | null;
      decidedAt: string | null;
      decidedBy: string | null;
      comment: string | null;
      version: number;
      canEdit: boolean;
      canCancel: boolean;
      canDecide: boolean;
    };
    PhoneRequestDetail: components['schemas']['PhoneRequest'] & {
      history: components['schemas']['PhoneRequestEvent'][];
    };
    PhoneRequestEvent: {
      /** @enum {string} */
      action: 'created' | 'edited' | 'approved' | 'rejected' | 'cancelled';
      at: string;
      user: string | null;
      comment: string | null;
      changes: {
        [key: string]: {
          from: string;
          to: string;
        };
      } | null;
    };
    PhoneRequestCreate: {
      /** @example +7 (701) 123-45-67 */
      oldPhone: string;
      /** @example +7 (701) 123-45-67 */
      newPhone: string;
      reason: string;
      /** @example +7 (701) 123-45-67 */
      employeePhone: string;
      employeeName: string;
      /**
       * @description Сохранить, несмотря на предупреждения (ответ 409 confirmation_required)
       * @default false
       */
      confirm: boolean;
    };
    PhoneRequestUpdate: {
      /** @example +7 (701) 123-45-67 */
      oldPhone: string;
      /** @example +7 (701) 123-45-67 */
      newPhone: string;
      reason: string;
      /** @example +7 (701) 123-45-67 */
      employeePhone: string;
      employeeName: string;
      /**
       * @description Сохранить, несмотря на предупреждения (ответ 409 confirmation_required)
       * @default false
       */
      confirm: boolean;
      /** @description Или заголовок If-Match */
      version?: number;
    };
    PhoneRequestCancel: {
      /** @description Или заголовок If-Match */
      version?: number;
    };
    PhoneRequestApprove: {
      /** @description Или заголовок If-Match */
      version?: number;
      /** @default  */
      comment: string;
    };
    PhoneRequestReject: {
      /** @description Или заголовок If-Match */
      version?: number;
      comment: string;
    };
    CheckInResult: {
      visit: {
        id: number;
        hallId: number;
        visitedAt: string;
      };
      client: {
        id: number;
        shortName: string;
      };
      /** @description Гость уже отмечен в этом зале за последние 10 минут */
      repeated: boolean;
    };
    CheckIn: {
      /**
       * @description ИИН: 12 цифр
       * @example 900101300007
       */
      iin?: string;
      /** @description Документ иностранца; гражданство и дата рождения — когда документ записывается гостю, зарегистрированному по телефону */
      document?: components['schemas']['DocumentRef'] & {
        citizenship?: string;
        /** @example 1988-06-15 */
        birthDate?: string;
      };
      /**
       * @description Телефон гостя, зарегистрированного без ИИН и документа
       * @example +7 (701) 123-45-67
       */
      phone?: string;
    };
    VisitList: {
      items: components['schemas']['Visit'][];
      /** @description Визиты за сегодня */
      total: number;
    };
    Visit: {
      id: number;
      hallId: number;
      visitedAt: string;
      client: {
        id: number;
        shortName: string;
      };
    };
    Client: {
      id: number;
      hallId: number;
      phone: string;
      fullName: string;
      smsConsent: boolean;
      registeredAt: string;
      lastVisitAt: string | null;
      version: number;
    };
    ClientCreate: {
      /** @example +7 (701) 123-45-67 */
      phone: string;
      fullName: string;
      /** @description Согласие на SMS зала: сервисные сообщения, не реклама */
      smsConsent: boolean;
      /**
       * @description ИИН: 12 цифр
       * @example 900101300007
       */
      iin?: string;
      document?: components['schemas']['DocumentInput'];
    };
    /** @description Документ иностранца, если у гостя нет ИИН */
    DocumentInput: components['schemas']['DocumentRef'] & {
      citizenship: string;
      /** @example 1988-06-15 */
      birthDate: string;
    };
    ClientPage: {
      items: components['schemas']['Client'][];
      total: number;
      page: number;
      pageSize: number;
    };
    ClientDetail: components['schemas']['Client'] & {
      identity: components['schemas']['ClientIdentity'];
      hallName: string;
      visits: {
        id: number;
        hallId: number;
        hallName: string;
        visitedAt: string;
      }[];
      /** @description Все визиты в залы пользователя */
      visitCount: number;
      consents: {
        consent: boolean;
        /** @enum {string} */
        source: 'desk' | 'import' | 'sms-reply';
        userName: string | null;
        at: string;
      }[];
    };
    ClientIdentity: {
      iin: string | null;
      document: {
        /**
         * @description passport — паспорт, id_card — удостоверение, residence_permit — ВНЖ
         * @enum {string}
         */
        type: 'passport' | 'id_card' | 'residence_permit';
        number: string;
        citizenship: string | null;
      } | null;
      birthDate: string | null;
    };
    ClientUpdate: {
      fullName?: string;
      /** @description Согласие на SMS зала: сервисные сообщения, не реклама */
      smsConsent?: boolean;
      /**
       * @description ИИН: 12 цифр
       * @example 900101300007
       */
      iin?: string;
      document?: components['schemas']['DocumentInput'];
      /** @description Или заголовок If-Match */
      version?: number;
    };
    MailingPolicy: {
      /**
       * @description forbidden — рекламные рассылки нельзя запланировать и отправить
       * @enum {string}
       */
      advertising: 'forbidden' | 'allowed';
    };
    SmsMailingPage: {
      items: components['schemas']['SmsMailing'][];
      total: number;
      page: number;
      pageSize: number;
    };
    SmsMailing: {
      id: number;
      title: string;
      /** @enum {string} */
      kind: 'service' | 'advertising';
      text: string;
      audience: {
        hallIds: number[];
        /** @enum {string} */
        segment: 'all' | 'visited' | 'not_visited' | 'registered';
        days?: number;
        from?: string;
        to?: string;
      };
      /** @enum {string} */
      status: 'draft' | 'scheduled' | 'sending' | 'sent' | 'cancelled' | 'failed';
      sendAt: string | null;
      createdAt: string;
      createdBy: string | null;
      startedAt: string | null;
      finishedAt: string | null;
      recipients: number;
      sent: number;
      delivered: number;
      failed: number;
      skipped: number;
      error: string | null;
      version: number;
    };
    SmsAudienceCount: {
      count: number;
    };
    SmsAudienceCountInput: {
      audience: components['schemas']['SmsAudience'];
    };
    SmsAudience: {
      hallIds: number[];
      /** @enum {string} */
      segment: 'all' | 'visited' | 'not_visited' | 'registered';
      days?: number;
      /**
       * @description С какого дня (дата зала, YYYY-MM-DD)
       * @example 2026-11-22
       */
      from?: string;
      /**
       * @description По какой день (дата зала, YYYY-MM-DD)
       * @example 2026-11-22
       */
      to?: string;
    };
    SmsMailingDraft: {
      title: string;
      /**
       * @default service
       * @enum {string}
       */
      kind: 'service' | 'advertising';
      /** @default  */
      text: string;
      audience: components['schemas']['SmsAudience'];
    };
    SmsMailingUpdate: components['schemas']['SmsMailingDraft'] & {
      /** @description Или заголовок If-Match */
      version?: number;
    };
    SmsScheduledMailing: components['schemas']['SmsMailing'] & {
      moved: boolean;
    };
    SmsMailingSchedule: {
      /** @description Или заголовок If-Match */
      version?: number;
      /**
       * Format: date-time
       * @description Не указано — отправить сейчас
       * @default null
       */
      sendAt: string | null;
    };
    SmsMailingCancel: {
      /** @description Или заголовок If-Match */
      version?: number;
    };
    DashboardReport: {
      /** @enum {string} */
      period: 'hourly' | 'daily' | 'monthly' | 'yearly';
      from: string;
      to: string;
      previous: {
        from: string;
        to: string;
        /** @description Сегодня по часам: прошлый день взят только по этот час включительно (null — целиком) */
        untilHour: number | null;
      };
      kpis: {
        current: {
          /** @example 125000.00 */
          bets: string;
          /** @example 118750.00 */
          wins: string;
          /** @example 6250.00 */
          ggr: string;
          rtp: number | null;
          visits: number;
          newClients: number;
        };
        previous: {
          /** @example 125000.00 */
          bets: string;
          /** @example 118750.00 */
          wins: string;
          /** @example 6250.00 */
          ggr: string;
          rtp: number | null;
          visits: number;
          newClients: number;
        };
      };
      series: {
        bucket: string;
        /** @example 1000.00 */
        bets: string;
        /** @example 50.00 */
        ggr: string;
      }[];
      /** @description Посещения по часам 0–23 */
      visitsByHour: number[];
      gamingDays: components['schemas']['ClosedGamingDays'];
      topGames: {
        gameId: number;
        name: string;
        /** @enum {string} */
        category: 'slots' | 'roulette' | 'bingo' | 'lottery' | 'cards' | 'new';
        /** @example 1000.00 */
        betsSum: string;
        /** @example 50.00 */
        ggr: string;
      }[];
      /** @description Игры каталога с RTP ниже 95 % (ст. 12 Закона «Об игорном бизнесе»): до исправления */
      gamesBelowLegalRtp: {
        gameId: number;
        name: string;
        theoreticalRtp: number;
      }[];
    };
    ClosedGamingDays: {
      /** @description Закрытых игровых дней в периоде */
      closed: number;
      /** @description Дней периода с открытия зала по текущий, ещё не закрытых (текущий среди них) */
      notClosed: number;
      /** @description Идущий сейчас игровой день, если он в периоде: его цифры ещё не окончательны */
      current: string | null;
      /** @description Автомато-дней «нет показаний» */
      noReading: number;
      /** @description Поправок от поздних показаний */
      adjustments: number;
      /**
       * @description Выигрыш по счётчикам закрытых дней с их поправками
       * @example 12500.00
       */
      meterWin: string;
      /**
       * @description Купюры по счётчикам закрытых дней: в ящиках, пока их не вынули
       * @example 12500.00
       */
      billsIn: string;
      /**
       * @description Выемка ящиков, вынутых в закрытые дни, по пересчёту
       * @example 12500.00
       */
      drop: string;
      /** @description Есть ящики этих дней, ещё не пересчитанные */
      dropPending: boolean;
      /**
       * @description Зачислено на автоматы с касс
       * @example 12500.00
       */
      creditsSold: string;
      /**
       * @description Выплачено вручную на кассах
       * @example 12500.00
       */
      handPays: string;
      /**
       * @description Выигрыш по наличным: выемка + зачисления − выплаты
       * @example 12500.00
       */
      cashWin: string;
    };
    GamesReport: {
      /** @enum {string} */
      period: 'hourly' | 'daily' | 'monthly' | 'yearly';
      from: string;
      to: string;
      rows: {
        gameId: number;
        name: string;
        /** @enum {string} */
        category: 'slots' | 'roulette' | 'bingo' | 'lottery' | 'cards' | 'new';
        betsCount: number;
        /** @example 125000.00 */
        betsSum: string;
        /** @example 118750.00 */
        winsSum: string;
        /**
         * @description Доход: ставки − выигрыши
         * @example 6250.00
         */
        ggr: string;
        /** @description Выигрыши ÷ ставки, %; null без ставок */
        rtp: number | null;
        /** @description RTP по таблице выплат игры (каталог), %; null — не задан */
        theoreticalRtp: number | null;
      }[];
      totals: {
        betsCount: number;
        /** @example 125000.00 */
        betsSum: string;
        /** @example 118750.00 */
        winsSum: string;
        /**
         * @description Доход: ставки − выигрыши
         * @example 6250.00
         */
        ggr: string;
        /** @description Выигрыши ÷ ставки, %; null без ставок */
        rtp: number | null;
      };
      gamingDays: components['schemas']['ClosedGamingDays'];
      series: {
        bucket: string;
        /** @example 1500.00 */
        slots: string;
        /** @example 1500.00 */
        roulette: string;
        /** @example 1500.00 */
        bingo: string;
        /** @example 1500.00 */
        lottery: string;
        /** @example 1500.00 */
        cards: string;
        /** @example 0.00 */
        new: string;
      }[];
    };
    MachinesReport: {
      /** @enum {string} */
      period: 'hourly' | 'daily' | 'monthly' | 'yearly';
      from: string;
      to: string;
      items: {
        deviceId: number;
        number: string;
        /** @description Регистрация в налоговом органе; пусто — нет */
        taxRegNo: string;
        /** @description Играл в периоде в день, когда не был в эксплуатации в зале или без регистрации (решение 069) */
        unregistered: boolean;
        model: string;
        zone: string;
        gameId: number;
        game: string;
        /** @enum {string} */
        category: 'slots' | 'roulette' | 'bingo' | 'lottery' | 'cards' | 'new';
        plays: number;
        /**
         * @description Ставки (coin in)
         * @example 125000.00
         */
        bets: string;
        /**
         * @description Выигрыши (coin out)
         * @example 118750.00
         */
        wins: string;
        /**
         * @description Доход: ставки − выигрыши
         * @example 6250.00
         */
        ggr: string;
        /** @description Теоретический удерживаемый %: 100 − RTP каталога; null — RTP не задан */
        theoreticalHold: number | null;
        /** @description Фактический удерживаемый %: доход ÷ ставки; null без ставок */
        actualHold: number | null;
        /** @description Отклонение фактического от теоретического, п.п. */
        variance: number | null;
        /**
         * @description Отклонение в тенге: ставки × отклонение
         * @example -312.50
         */
        projectedVariance: string | null;
      }[];
      total: number;
      page: number;
      pageSize: number;
      totals: {
        plays: number;
        /** @example 125000.00 */
        bets: string;
        /** @example 118750.00 */
        wins: string;
        /** @example 6250.00 */
        ggr: string;
        /** @description Средний теоретический удерживаемый % зала, взвешенный по ставкам (игры с RTP) */
        floorPar: number | null;
        /** @description Фактический удерживаемый % всех автоматов */
        actualHold: number | null;
        /** @description Отклонение фактического от среднего теоретического, п.п. (игры с RTP) */
        variance: number | null;
        /**
         * @description Отклонение в тенге (игры с RTP)
         * @example -312.50
         */
        projectedVariance: string | null;
      };
      gamingDays: components['schemas']['ClosedGamingDays'];
    };
    AttendanceReport: {
      /** @enum {string} */
      period: 'hourly' | 'daily' | 'monthly' | 'yearly';
      from: string;
      to: string;
      buckets: {
        bucket: string;
        visits: number;
        uniqueClients: number;
        newClients: number;
        /** @description Отказано во входе: моложе 21 года */
        refusedUnderAge: number;
        /** @description Отказано во входе: в реестре ограничений */
        refusedRestricted: number;
      }[];
      totals: {
        visits: number;
        newClients: number;
        /** @description Отказано во входе: моложе 21 года */
        refusedUnderAge: number;
        /** @description Отказано во входе: в реестре ограничений */
        refusedRestricted: number;
      };
      /** @description Час 0–23 с наибольшим числом посещений за период */
      peakHour: {
        hour: number;
        visits: number;
      } | null;
      /** @description Пн–Вс × часы 0–23: среднее число посещений */
      heatmap: {
        weekday: number;
        hours: number[];
      }[];
    };
    HallSummaryReport: {
      /** @enum {string} */
      period: 'hourly' | 'daily' | 'monthly' | 'yearly';
      from: string;
      to: string;
      hallId: number;
      buckets: {
        bucket: string;
        visits: number;
        betsCount: number;
        /** @example 125000.00 */
        betsSum: string;
        /** @example 118750.00 */
        winsSum: string;
        /**
         * @description Доход: ставки − выигрыши
         * @example 6250.00
         */
        ggr: string;
        /** @description Выигрыши ÷ ставки, %; null без ставок */
        rtp: number | null;
        /** @example 35000.00 */
        barSales: string;
        /** @example 500000.00 */
        collections: string;
      }[];
      gamingDays: components['schemas']['ClosedGamingDays'];
    };
    HallExceptionPage: {
      items: components['schemas']['HallException'][];
      total: number;
      openByHall: {
        hallId: number;
        open: number;
      }[];
    };
    HallException: {
      id: number;
      hallId: number;
      hallName: string;
      /** @enum {string} */
      kind:
        | 'rtp'
        | 'cash'
        | 'silent'
        | 'visits'
        | 'meters'
        | 'floor'
        | 'payout'
        | 'lookups'
        | 'fiscal'
        | 'machine_money'
        | 'unregistered'
        | 'tax';
      /** @enum {string} */
      severity: 'high' | 'medium';
      subject: string;
      description: string;
      /** @description Когда случилось */
      happenedAt: string;
      /** @description Когда найдено */
      openedAt: string;
      /** @description Кто, когда и с каким комментарием отметил; null — открыто */
      seen: {
        at: string;
        by: string | null;
        comment: string;
      } | null;
    };
    HallExceptionSeen: {
      comment: string;
    };
    SummaryReport: {
      /** @enum {string} */
      period: 'hourly' | 'daily' | 'monthly' | 'yearly';
      from: string;
      to: string;
      rows: {
        hallId: number;
        rowKey: string;
        name: string;
        city: string;
        visits: number;
        betsCount: number;
        /** @example 125000.00 */
        betsSum: string;
        /** @example 118750.00 */
        winsSum: string;
        /**
         * @description Доход: ставки − выигрыши
         * @example 6250.00
         */
        ggr: string;
        /** @description Выигрыши ÷ ставки, %; null без ставок */
        rtp: number | null;
        /** @example 35000.00 */
        barSales: string;
        /** @example 500000.00 */
        collections: string;
        /** @description Устройств в сети сейчас, %; null без устройств */
        equipmentOnline: number | null;
        gamingDays: components['schemas']['ClosedGamingDays'];
      }[];
      totals: {
        visits: number;
        betsCount: number;
        /** @example 125000.00 */
        betsSum: string;
        /** @example 118750.00 */
        winsSum: string;
        /**
         * @description Доход: ставки − выигрыши
         * @example 6250.00
         */
        ggr: string;
        /** @description Выигрыши ÷ ставки, %; null без ставок */
        rtp: number | null;
        /** @example 35000.00 */
        barSales: string;
        /** @example 500000.00 */
        collections: string;
        equipmentOnline: number | null;
        gamingDays: components['schemas']['ClosedGamingDays'];
      };
    };
    GameOption: {
      id: number;
      name: string;
      /** @enum {string} */
      category: 'slots' | 'roulette' | 'bingo' | 'lottery' | 'cards' | 'new';
    };
    GamblingTaxSettings: {
      years: components['schemas']['MrpYear'][];
      rates: components['schemas']['GamblingTaxRate'][];
    };
    MrpYear: {
      year: number;
      amount: number;
      source: string;
      version: number;
    };
    GamblingTaxRate: {
      /** @enum {string} */
      kind: 'slot_machine';
      mrp: number;
      source: string;
      version: number;
    };
    MrpInput: {
      amount: number;
      source: string;
      /** @description Или заголовок If-Match */
      version?: number;
    };
    GamblingTaxRateInput: {
      mrp: number;
      source: string;
      /** @description Или заголовок If-Match */
      version?: number;
    };
    ClientImportResult: {
      /** @description Строк данных в файле */
      rows: number;
      created: number;
      updated: number;
      unchanged: number;
      errors: {
        /** @description Строка файла (заголовок — 1) */
        row: number;
        /** @enum {string} */
        field: 'phone' | 'fullName' | 'hall' | 'consent' | 'registeredAt' | 'iin' | 'file';
        message: string;
      }[];
      /** @description Ошибок сверх списка */
      moreErrors: number;
      /** @description Записано ли что-нибудь */
      written: boolean;
    };
    RestrictionPage: {
      items: components['schemas']['Restriction'][];
      total: number;
      page: number;
      pageSize: number;
    };
    Restriction: {
      id: number;
      iin: string | null;
      document: {
        /**
         * @description passport — паспорт, id_card — удостоверение, residence_permit — ВНЖ
         * @enum {string}
         */
        type: 'passport' | 'id_card' | 'residence_permit';
        number: string;
      } | null;
      /** @enum {string} */
      source: 'self' | 'debtors' | 'list';
      /** @enum {string} */
      status: 'active' | 'upcoming' | 'ended';
      from: string;
      to: string;
      applicationNo: string | null;
      hallId: number | null;
      hallName: string | null;
      createdBy: string | null;
      createdAt: string;
    };
    RestrictionCreated: {
      id: number;
      from: string;
      to: string;
    };
    RestrictionCreate: {
      /**
       * @description ИИН: 12 цифр
       * @example 900101300007
       */
      iin?: string;
      document?: components['schemas']['DocumentRef'];
      hallId: number;
      /**
       * @description Начало (YYYY-MM-DD)
       * @example 2026-12-01
       */
      from: string;
      /**
       * @description Окончание (YYYY-MM-DD)
       * @example 2026-12-01
       */
      to: string;
      applicationNo: string;
    };
    /** @description Только да или нет: источник и срок не сообщаются */
    RestrictionCheck: {
      restricted: boolean;
    };
    RestrictionImportResult: {
      rows: number;
      created: number;
      unchanged: number;
      errors: {
        row: number;
        /** @enum {string} */
        field: 'iin' | 'document' | 'from' | 'to' | 'source' | 'file';
        message: string;
      }[];
      moreErrors: number;
      written: boolean;
    };
    MonitoringPage: {
      /**
       * @description Порог реестра: AML_THRESHOLD_TENGE
       * @example 12500.00
       */
      threshold: string;
      items: components['schemas']['MonitoringEntry'][];
      total: number;
      page: number;
      pageSize: number;
    };
    MonitoringEntry: {
      id: number;
      occurredAt: string;
      hallId: number;
      hallName: string;
      /** @example 12500.00 */
      amount: string;
      operationId: number;
      clientId: number | null;
      iin: string | null;
      /** @description Тип и номер документа иностранца */
      document: string | null;
      fullName: string;
      citizenship: string;
      correctsId: number | null;
      reason: string;
      createdAt: string;
      createdBy: string | null;
    };
    MonitoringCorrection: {
      /** @example 12500.00 */
      amount?: string;
      fullName?: string;
      citizenship?: string;
      reason: string;
    };
    GameList: {
      items: components['schemas']['Game'][];
    };
    Game: {
      id: number;
      code: string;
      name: string;
      /** @enum {string} */
      category: 'slots' | 'roulette' | 'bingo' | 'lottery' | 'cards' | 'new';
      /** @description null — ещё не задан */
      theoreticalRtp: number | null;
      version: number;
    };
    GameCreate: {
      /** @example AZTEC-GOLD */
      code: string;
      /** @example Золото ацтеков */
      name: string;
      /** @enum {string} */
      category: 'slots' | 'roulette' | 'bingo' | 'lottery' | 'cards';
      /**
       * @description Теоретический RTP, % (95–100, до сотых: ст. 12 Закона «Об игорном бизнесе»)
       * @example 96.5
       */
      theoreticalRtp: number;
    };
    GameUpdate: {
      /** @description Или заголовок If-Match */
      version?: number;
      /** @example AZTEC-GOLD */
      code?: string;
      /** @example Золото ацтеков */
      name?: string;
      /** @enum {string} */
      category?: 'slots' | 'roulette' | 'bingo' | 'lottery' | 'cards';
      /**
       * @description Теоретический RTP, % (95–100, до сотых: ст. 12 Закона «Об игорном бизнесе»)
       * @example 96.5
       */
      theoreticalRtp?: number;
    };
    MeterAnswer: {
      /** @description Показания, учтённые сейчас */
      applied: number;
      /** @description Повторы и опоздавшие: seq не выше последнего учтённого */
      ignored: number;
      /** @description Учтены временем приёма: время показания больше чем на 5 минут впереди или старше 7 дней */
      retimed: number;
    };
    MeterReadings: {
      readings: components['schemas']['MeterReading'][];
    };
    MeterReading: {
      /**
       * @description Растёт с каждым показанием автомата
       * @example 1042
       */
      seq: number;
      /**
       * Format: date-time
       * @example 2026-11-25T18:42:00+05:00
       */
      at: string;
      games: components['schemas']['GameMeters'][];
      machine?: components['schemas']['MachineMeters'];
    };
    GameMeters: {
      /** @example AZTEC-GOLD */
      code: string;
      /**
       * @description Сыграно игр, всего за жизнь автомата
       * @example 881234
       */
      plays: number;
      /**
       * @description Сумма ставок, ₸ (строкой)
       * @example 10234500.00
       */
      bets: string;
      /**
       * @description Сумма выигрышей, ₸ (строкой)
       * @example 10234500.00
       */
      wins: string;
    };
    SmsDeliveryResult: {
      /** @description Отчёты, изменившие состояние сообщения */
      applied: number;
      /** @description Повторы и неизвестные id */
      ignored: number;
    };
    SmsDeliveryReports: {
      reports: {
        id: string;
        /** @enum {string} */
        status: 'delivered' | 'failed';
        error?: string;
      }[];
    };
    SmsRepliesResult: {
      /** @description Новые сообщения (повторы не считаются) */
      kept: number;
      /** @description Клиенты, отозвавшие согласие */
      optedOut: number;
    };
    SmsReplies: {
      messages: {
        from: string;
        text: string;
        /**
         * Format: date-time
         * @example 2026-11-26T10:15:00+05:00
         */
        at?: string;
      }[];
    };
    Menu: {
      main: components['schemas']['MenuItem'][];
      header: components['schemas']['MenuItem'][];
    };
    MenuItem: {
      path: string;
      title: string;
    };
    Health: {
      /** @enum {string} */
      status: 'ok' | 'error';
      /** @enum {string} */
      database: 'ok' | 'error';
    };
    Ready: {
      /** @enum {string} */
      status: 'ready' | 'starting' | 'draining';
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
