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
        /** @description Вход выполнен */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['UserRecord'];
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
    post?: never;
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
    /** Один зал */
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
    patch?: never;
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
    post?: never;
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
  '/api/menu': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Пункты меню для роли пользователя */
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
      };
    };
    UserRecord: {
      fullName: string;
      /** @enum {string} */
      role: 'cashier' | 'manager' | 'admin';
      /** @description Для заголовка Authorization: Bearer */
      token: string;
      isAdmin: boolean;
    };
    LoginRequest: {
      login: string;
      password: string;
    };
    CurrentUser: {
      login: string;
      fullName: string;
      /** @enum {string} */
      role: 'cashier' | 'manager' | 'admin';
      isAdmin: boolean;
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
    DevicePage: {
      items: components['schemas']['Device'][];
      total: number;
      page: number;
      pageSize: number;
      counts: components['schemas']['DeviceStateCounts'];
      serverTime: string;
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
      version: number;
    };
    /** @description По типу и поиску, без фильтра статуса */
    DeviceStateCounts: {
      online: number;
      offline: number;
      maintenance: number;
      broken: number;
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
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
