import { describe, expect, it } from 'vitest';
import { cameraProblem } from './scan-decoder';

function domError(name: string): DOMException {
  return new DOMException('camera', name);
}

describe('cameraProblem', () => {
  it('tells a refused permission, a missing camera and a camera in use apart', () => {
    expect(cameraProblem(domError('NotAllowedError'))).toBe('denied');
    expect(cameraProblem(domError('SecurityError'))).toBe('denied');
    expect(cameraProblem(domError('NotFoundError'))).toBe('no-camera');
    expect(cameraProblem(domError('OverconstrainedError'))).toBe('no-camera');
    expect(cameraProblem(domError('NotReadableError'))).toBe('busy');
  });

  it('calls anything else another problem', () => {
    expect(cameraProblem(new TypeError('getUserMedia is not a function'))).toBe('other');
    expect(cameraProblem('weird')).toBe('other');
  });
});
