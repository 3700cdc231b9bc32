import { returnFocusLostInDialog } from './dialog-focus';

/** Runs the animation frames queued so far, and those they queue, a few rounds deep. */
async function frames(rounds = 5) {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

function page() {
  document.body.innerHTML = `
    <button id="open">Внесение</button>
    <section role="dialog" id="outer">
      <button id="ask">Отменить заказ</button>
      <section role="dialog" id="inner"><input id="field" /></section>
    </section>`;
  const get = (id: string) => document.getElementById(id) as HTMLElement;
  return {
    open: get('open'),
    ask: get('ask'),
    field: get('field'),
    outer: get('outer'),
    inner: get('inner'),
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('focus left in a dialog that goes comes back to the element that had it before', async () => {
  const { open, field, outer } = page();
  open.focus();
  // The trap's late focus: the field of a dialog that has already begun to close.
  field.focus();
  returnFocusLostInDialog();
  outer.remove();
  await frames();
  expect(document.activeElement).toBe(open);
});

test('a dialog that stays open keeps the focus', async () => {
  const { open, ask, field, inner } = page();
  open.focus();
  field.focus();
  // The confirmation closed and gave the focus back to its button in the dialog under it.
  ask.focus();
  returnFocusLostInDialog();
  inner.remove();
  await frames();
  expect(document.activeElement).toBe(ask);
});

test('focus that some element took in the meantime is left there', async () => {
  const { open, ask, field, inner } = page();
  ask.focus();
  field.focus();
  returnFocusLostInDialog();
  open.focus();
  inner.remove();
  await frames();
  expect(document.activeElement).toBe(open);
});

test('focus outside every dialog at the end of a closing is not touched', async () => {
  const { open, outer } = page();
  open.focus();
  returnFocusLostInDialog();
  outer.remove();
  open.blur();
  await frames();
  expect(document.activeElement).toBe(document.body);
});
