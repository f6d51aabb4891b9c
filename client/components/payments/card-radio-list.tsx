import type { WalletCard } from "#core/wallet-api";
import { useLocale } from "#client/lib/locale";
import { walletCardName } from "./wallet-card-name";

/**
 * The customer's saved cards as radio buttons, then the choice of a new card: the one list
 * the booking's review step and the manage page's card choice both show.
 */
export function CardRadioList({
  name,
  cards,
  newCardValue,
  newCardLabel,
  value,
  onChange,
}: {
  /** The radio group's name, unique on the page. */
  name: string;
  cards: readonly WalletCard[];
  newCardValue: string;
  newCardLabel: string;
  value: string;
  onChange: (choice: string) => void;
}) {
  const locale = useLocale();
  const options = [
    ...cards.map((card) => ({ id: card.id, label: walletCardName(card, locale) })),
    { id: newCardValue, label: newCardLabel },
  ];
  return (
    <div className="mt-2 grid gap-2">
      {options.map((option) => (
        <label
          key={option.id}
          className={`flex cursor-pointer items-center gap-2 rounded-lg border p-3 ${value === option.id ? "border-teal bg-sand/50" : "border-slate-300"}`}
        >
          <input
            type="radio"
            name={name}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
            className="accent-teal"
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
