import { serverMessage, splitServerFields } from './server-messages';

describe('server messages', () => {
  it('knows the contract messages and passes others through', () => {
    expect(serverMessage('Please specify the brand')).toEqual({ key: 'validation.brand' });
    expect(serverMessage('At most 255 characters')).toEqual({ key: 'validation.tooLong', max: 255 });
    expect(serverMessage('Something new')).toEqual({ text: 'Something new' });
    // The date seen: the contract's messages for a badly written day and for a day in the future.
    expect(serverMessage('Use a date like 2026-01-31')).toEqual({ key: 'validation.date' });
    expect(serverMessage('The date seen cannot be in the future')).toEqual({ key: 'validation.futureDate' });
  });

  it('puts field messages on form fields and the rest aside', () => {
    expect(splitServerFields({ brand: 'x', 'details.0': 'y', images: 'z', _: 'w' })).toEqual({
      onFields: [
        ['brand', 'x'],
        ['details', 'y'],
      ],
      other: [
        ['images', 'z'],
        ['_', 'w'],
      ],
    });
  });
});
