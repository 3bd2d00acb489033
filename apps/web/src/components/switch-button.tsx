/** An on/off switch (`role="switch"`) named by a heading or label elsewhere on the page; its state also in words. */
export function SwitchButton(props: { on: boolean; labelledBy: string; describedBy: string; disabled?: boolean; onText: string; offText: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      className="switch"
      aria-checked={props.on}
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      disabled={props.disabled}
      onClick={props.onToggle}
    >
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span className="switch-state" aria-hidden="true">
        {props.on ? props.onText : props.offText}
      </span>
    </button>
  );
}
