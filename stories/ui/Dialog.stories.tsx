import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog } from '../../src/ui';
import type { DialogProps } from '../../src/ui';

/** The opener button and the dialog, with the open state a screen would hold. */
function DialogDemo({ openerLabel, ...args }: DialogProps & { readonly openerLabel: string }) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(true);
        }}
      >
        {openerLabel}
      </Button>
      <Dialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
        actions={
          <>
            <Button
              variant="ghost"
              onClick={() => {
                setOpen(false);
              }}
            >
              Keep my interview
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                setOpen(false);
              }}
            >
              Cancel interview
            </Button>
          </>
        }
      />
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    open: false,
    title: 'Cancel your interview?',
    children: (
      <p>
        The interviewers will be told that you cancelled. You can pick new times afterwards if the
        recruiter asks you to.
      </p>
    ),
    onClose: fn(),
  },
  argTypes: { open: { control: false }, children: { control: false } },
  render: (args) => <DialogDemo {...args} openerLabel="Cancel interview…" />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const opener = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Cancel interview…' });

/** Closed: only the button that opens it. */
export const Default: Story = {};

/** Opened by a click (`showModal`): focus moves into the dialog, which is named by its title. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(opener(canvasElement));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Cancel your interview?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

/** Escape closes it and focus returns to the opener. */
export const EscapeReturnsFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const button = opener(canvasElement);
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(dialog).not.toBeVisible();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/**
 * Escape and, at once, the opener again (before the dialog's `close` event): the parent has
 * heard the close first, so the reopen is not lost and the dialog shows again.
 */
export const ReopenRightAfterEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const button = opener(canvasElement);
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Both in one task: no event of the browser's comes between them.
    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    button.click();
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

/** The × button closes it too (named "Close" from the ui namespace) and returns focus. */
export const CloseButtonReturnsFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const button = opener(canvasElement);
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    // The first button in the dialog is the × in its header.
    const close = within(dialog).getAllByRole('button')[0];
    await expect(close).toHaveAccessibleName();
    if (close) await userEvent.click(close);
    await waitFor(() => expect(button).toHaveFocus());
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

export const LongGermanText: Story = {
  args: {
    title: 'Möchten Sie Ihr Vorstellungsgespräch mit dem Einstellungsteam wirklich absagen?',
    children: (
      <p>
        Die Interviewerinnen und Interviewer werden über Ihre Absage informiert. Sie können
        anschließend neue Termine auswählen, falls die Personalabteilung Sie darum bittet.
      </p>
    ),
  },
  render: (args) => <DialogDemo {...args} openerLabel="Cancel interview…" />,
  play: async ({ canvasElement }) => {
    await userEvent.click(opener(canvasElement));
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
