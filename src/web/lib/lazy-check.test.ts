import { describe, expect, it, vi } from 'vitest';
import { checkOrPost, focusFirstError, lazyModule } from './lazy-check.ts';

describe('lazy-check (the lead and Report forms)', () => {
  it('loads a module once, and again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('check');
    const get = lazyModule(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('check');
    expect(await get()).toBe('check');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('checks with the loaded module, or posts the form natively when it cannot load', async () => {
    const form = document.createElement('form');
    form.submit = vi.fn();
    expect(
      await checkOrPost(
        form,
        async () => 2,
        (n) => n * 21,
      ),
    ).toBe(42);
    expect(form.submit).not.toHaveBeenCalled();
    const failed = await checkOrPost(
      form,
      () => Promise.reject(new Error('x')),
      () => 1,
    );
    expect(failed).toBeNull();
    expect(form.submit).toHaveBeenCalledTimes(1);
  });

  it('focuses the first field in order that has an error', () => {
    const form = document.createElement('form');
    form.innerHTML = '<input name="name"><input name="Mobileno">';
    document.body.append(form);
    focusFirstError(form, { Mobileno: 'Enter valid mobile number.' }, ['name', 'Mobileno']);
    expect(document.activeElement?.getAttribute('name')).toBe('Mobileno');
    form.remove();
  });
});
