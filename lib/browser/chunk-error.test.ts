import { describeChunkFailure, isChunkLoadError } from './chunk-error';

function webpackChunkError(type: string, request: string) {
  const error = new Error(`Loading chunk 123 failed.\n(${type}: ${request})`) as Error & {
    type: string;
    request: string;
  };
  error.name = 'ChunkLoadError';
  error.type = type;
  error.request = request;
  return error;
}

describe('chunk-load errors', () => {
  it("reads webpack's failure type and address", () => {
    const error = webpackChunkError('timeout', 'http://localhost/_next/static/chunks/123.js');
    expect(isChunkLoadError(error)).toBe(true);
    expect(describeChunkFailure(error)).toEqual({
      type: 'timeout',
      address: 'http://localhost/_next/static/chunks/123.js',
    });
  });

  it('falls back to the message when the fields are missing', () => {
    const error = new Error('Loading chunk 7 failed.\n(missing: /_next/static/chunks/7.js)');
    expect(isChunkLoadError(error)).toBe(true);
    expect(describeChunkFailure(error)).toEqual({
      type: 'missing',
      address: '/_next/static/chunks/7.js',
    });
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
