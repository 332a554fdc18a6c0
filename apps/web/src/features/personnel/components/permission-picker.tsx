import type { PermissionGroup } from '@portal/contract';
import { Checkbox } from 'antd';

type Props = {
  groups: readonly PermissionGroup[];
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
};

/**
 * The role's permissions, picked from the default list (`list-default-permission`), one checkbox
 * group per area with an "all of the area" box. Controlled by the form (value, onChange); the
 * order of the result follows the list.
 */
export function PermissionPicker({ groups, value = [], onChange, disabled }: Props) {
  const chosen = new Set(value);
  const inOrder = (next: Set<string>) => groups.flatMap((g) => g.permissions.map((p) => p.key)).filter((key) => next.has(key));
  const set = (keys: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange?.(inOrder(next));
  };

  return (
    <div className="permission-picker">
      {groups.map((group) => {
        const keys = group.permissions.map((p) => p.key);
        const count = keys.filter((key) => chosen.has(key)).length;
        return (
          <fieldset key={group.area} className="permission-picker__group">
            <legend>
              <Checkbox
                checked={count === keys.length}
                indeterminate={count > 0 && count < keys.length}
                disabled={disabled}
                onChange={(e) => set(keys, e.target.checked)}
              >
                <strong>{group.name}</strong>
              </Checkbox>
            </legend>
            <div className="permission-picker__items">
              {group.permissions.map((permission) => (
                <Checkbox
                  key={permission.key}
                  checked={chosen.has(permission.key)}
                  disabled={disabled}
                  onChange={(e) => set([permission.key], e.target.checked)}
                >
                  {permission.name}
                </Checkbox>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
