/**
 * The permission editor of one user (seed-spec §5, §6), in a dialog. The catalogue and the user's
 * current permissions are not synced, so both are asked of the server when it opens; offline it says
 * it needs a connection. Saving checks "at least one permission" first, then queues the change as a
 * command: the row shows it pending, and "Permissions updated" follows once the server accepted it
 * (a refusal shows on the row and in the sync screen instead).
 */
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { DialogRootWhileOpen } from '../../../ui/dialog-root-while-open';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError } from '../../../api/api-error';
import { useApiClient } from '../../../api/api-client-context';
import type { Permission } from '../../../api/contract/auth';
import { listPermissions } from '../../../api/users/list-permissions';
import { listUserPermissions } from '../../../api/users/list-user-permissions';
import { useDatabase } from '../../../db/database-context';
import { localWriteFailureMessage } from '../../../sync/storage-errors';
import { useSync } from '../../../sync/sync-engine-context';
import {
  groupPermissions,
  permissionGroupLabels,
  permissionKey,
  permissionSelectionProblem,
  permissionTitleLabels,
  selectedPermissions,
  withSection,
  type PermissionSection,
} from '../permission-selection';
import { whenSettled } from '../../../sync/command-state';
import { editUserPermissions } from '../users.commands';
import type { UserRow } from '../users.queries';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed'; isOffline: boolean; message: string }
  | { kind: 'ready'; catalogue: Permission[] };

export interface PermissionsEditorProps {
  /** The user being edited; null keeps the dialog closed. */
  user: UserRow | null;
  onClose: () => void;
}

export function PermissionsEditor({ user, onClose }: PermissionsEditorProps) {
  const { t } = useLingui();
  return (
    <DialogRootWhileOpen
      open={user !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ md: '4' }}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{user ? t`Rechten van ${user.name}` : ''}</Dialog.Title>
            </Dialog.Header>
            {user && <PermissionsForm key={user.id} user={user} onClose={onClose} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRootWhileOpen>
  );
}

function PermissionsForm({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const db = useDatabase();
  const { userId } = useSync();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    Promise.all([listPermissions(client), listUserPermissions(client, user.id)])
      .then(([catalogue, current]) => {
        if (!isCurrent) return;
        setSelection(new Set(current.map(permissionKey)));
        setLoaded({ kind: 'ready', catalogue });
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        const isOffline = error instanceof ApiError && error.kind === 'network';
        setLoaded({ kind: 'failed', isOffline, message: error instanceof Error ? error.message : '' });
      });
    return () => {
      isCurrent = false;
    };
  }, [client, user.id, attempt]);

  const chosen = loaded.kind === 'ready' ? selectedPermissions(loaded.catalogue, selection) : [];
  const problem = isSubmitted ? permissionSelectionProblem(chosen) : null;

  async function save() {
    setIsSubmitted(true);
    if (loaded.kind !== 'ready' || permissionSelectionProblem(chosen)) return;
    setIsSaving(true);
    const updated = t`Rechten bijgewerkt`;
    try {
      const entry = await editUserPermissions(db, userId, user, chosen, t`Rechten van ${user.name} wijzigen`);
      if (!navigator.onLine) toast.info(t`De rechten worden verstuurd zodra er verbinding is.`);
      void whenSettled(db, entry.id).then((outcome) => {
        if (outcome === 'accepted') toast.success(updated);
      });
      onClose();
    } catch (error) {
      toast.error(
        localWriteFailureMessage(
          error,
          t`De wijziging kon niet op dit apparaat worden opgeslagen. Probeer het opnieuw.`,
        ),
      );
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <>
      <Dialog.Body>
        {loaded.kind === 'loading' && (
          <Stack gap="3" aria-busy="true" aria-label={t`Rechten worden geladen`}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height="12" borderRadius="l2" />
            ))}
          </Stack>
        )}
        {loaded.kind === 'failed' && (
          <Alert.Root status={loaded.isOffline ? 'warning' : 'error'} role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                {loaded.isOffline
                  ? t`Voor het wijzigen van rechten is een verbinding nodig`
                  : t`De rechten konden niet worden opgehaald`}
              </Alert.Title>
              <Alert.Description>
                {loaded.isOffline
                  ? t`De lijst met rechten staat niet op dit apparaat. Probeer het opnieuw zodra je online bent.`
                  : loaded.message}
              </Alert.Description>
            </Alert.Content>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setLoaded({ kind: 'loading' });
                setAttempt((count) => count + 1);
              }}
            >
              {t`Opnieuw proberen`}
            </Button>
          </Alert.Root>
        )}
        {loaded.kind === 'ready' && (
          <Stack gap="4">
            <Text color="fg.muted" fontSize="sm">
              {t`Eigen rechten vervangen de rechten van de rol. Je kunt alleen rechten geven die je zelf hebt.`}
            </Text>
            {groupPermissions(loaded.catalogue).map((section) => (
              <PermissionGroupFieldset
                key={section.group}
                section={section}
                selection={selection}
                onChange={setSelection}
                groupLabel={i18n._(permissionGroupLabels[section.group])}
              />
            ))}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer flexWrap="wrap">
        {problem && (
          <Text color="fg.error" role="alert" fontWeight="medium" flex="1" minW="48">
            {t`Je moet ten minste één recht selecteren`}
          </Text>
        )}
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t`Annuleren`}</Button>
        </Dialog.ActionTrigger>
        <Button
          colorPalette="brand"
          loading={isSaving}
          disabled={loaded.kind !== 'ready'}
          onClick={() => void save()}
        >
          {t`Rechten opslaan`}
        </Button>
      </Dialog.Footer>
    </>
  );
}

function PermissionGroupFieldset({
  section,
  selection,
  onChange,
  groupLabel,
}: {
  section: PermissionSection;
  selection: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  groupLabel: string;
}) {
  const { t, i18n } = useLingui();
  const count = section.permissions.filter((permission) => selection.has(permissionKey(permission))).length;
  const all = count === section.permissions.length;
  return (
    <Box as="fieldset" borderWidth="1px" borderColor="border.muted" borderRadius="l2" px="3" pb="3" pt="1">
      <Box as="legend" px="1" fontWeight="medium">
        {groupLabel}
      </Box>
      <Stack gap="2">
        <Checkbox.Root
          size="sm"
          checked={all ? true : count > 0 ? 'indeterminate' : false}
          onCheckedChange={(details) => onChange(withSection(selection, section, details.checked === true))}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          {/* Full-strength text: a muted label reads as a disabled control. */}
          <Checkbox.Label fontWeight="medium">{t`Alles voor ${groupLabel}`}</Checkbox.Label>
        </Checkbox.Root>
        <SimpleGrid columns={{ base: 2, sm: 3 }} gap="2">
          {section.permissions.map((permission) => {
            const key = permissionKey(permission);
            return (
              <Checkbox.Root
                key={key}
                checked={selection.has(key)}
                onCheckedChange={(details) => {
                  const next = new Set(selection);
                  if (details.checked === true) next.add(key);
                  else next.delete(key);
                  onChange(next);
                }}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{i18n._(permissionTitleLabels[permission.title])}</Checkbox.Label>
              </Checkbox.Root>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
