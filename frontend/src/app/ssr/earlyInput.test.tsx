import { render } from '@testing-library/react';
import { useState } from 'react';
import { adoptEarlyInput } from './earlyInput';

function Field({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <label>
      Email
      <input
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onValue(event.target.value);
        }}
      />
    </label>
  );
}

it('gives React the text typed into a field before the app took the page over', () => {
  const seen: string[] = [];
  const { container, getByLabelText } = render(<Field onValue={(value) => seen.push(value)} />);
  const input = getByLabelText('Email') as HTMLInputElement;
  // As after hydration: the field shows what the reader typed, React's state is still the server's empty one.
  input.value = 'ada@example.com';
  expect(seen).toEqual([]);

  adoptEarlyInput(container);
  expect(seen).toEqual(['ada@example.com']);
  expect(input.value).toBe('ada@example.com');

  adoptEarlyInput(container); // nothing left to adopt
  expect(seen).toEqual(['ada@example.com']);
});
