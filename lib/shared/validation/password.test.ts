import { passwordProblem, PASSWORD_MAX } from './password';

const without = { login: 'ivanov', mfa: false };
const withMfa = { login: 'ivanov', mfa: true };

describe('the password rule', () => {
  it('wants 15 characters without a second factor and 8 with one', () => {
    expect(passwordProblem('листья кружат 1', without)).toBeNull();
    expect(passwordProblem('листья кружат1', without)).toMatch(/не короче 15 символов/);
    expect(passwordProblem('кот в мешке', withMfa)).toBeNull();
    expect(passwordProblem('кот-мяу', withMfa)).toMatch(/не короче 8 символов/);
  });

  it('counts characters, not bytes, and allows spaces, Cyrillic and symbols', () => {
    expect(passwordProblem('ёжик в тумане 🌫', without)).toBeNull();
    expect(passwordProblem('🌫'.repeat(8), withMfa)).toBeNull();
  });

  it('stops at 128 characters', () => {
    expect(passwordProblem('ж'.repeat(PASSWORD_MAX), without)).toBeNull();
    expect(passwordProblem('ж'.repeat(PASSWORD_MAX + 1), without)).toMatch(/не длиннее 128/);
  });

  it('refuses a common password in any case, and one that holds the login', () => {
    expect(passwordProblem('password', withMfa)).toMatch(/распространённых/);
    expect(passwordProblem('QWERTYUIOP', withMfa)).toMatch(/распространённых/);
    expect(passwordProblem('my name is IVANOV ok', without)).toMatch(/логин/);
  });

  it('has no composition rules and refuses control characters', () => {
    expect(passwordProblem('aaaaaaaaaaaaaaab', without)).toBeNull();
    expect(passwordProblem('пароль\u0000 без нуля!!', without)).toMatch(/управляющие/);
    expect(passwordProblem('', without)).toBe('Введите новый пароль');
  });
});
