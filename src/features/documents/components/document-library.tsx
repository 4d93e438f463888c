/**
 * The documents of organisations or of one device, by folder, from the local database (so it opens
 * offline): the folder navigation, a search by name across every folder, the documents of the open
 * folder, and for those who may, "Uploaden", "Nieuwe map", delete (with confirmation) and the bin.
 * Every write is a command: it shows at once, marked as not sent yet, and reaches the server when
 * there is a connection. Shared by `/documents` and a device's documents screen.
 */
import { Box, Button, Grid, HStack, Input, InputGroup, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useApiClient } from '../../../api/api-client-context';
import { filePaths } from '../../../api/files/file-paths';
import { useDatabase } from '../../../db/database-context';
import { useAppAbility } from '../../../permissions/ability-context';
import { useCommandStates } from '../../../sync/command-state';
import { CollectionStateView } from '../../../sync/collection-state-view';
import { keepOffline } from '../../../sync/document-cache';
import { isQuotaExceededError, storageFullMessage } from '../../../sync/storage-errors';
import { useSync } from '../../../sync/sync-engine-context';
import { CloudCheckIcon, FolderIcon, PlusIcon, SearchIcon, UploadIcon } from '../../../ui/icons/line-icons';
import { ListEmptyState } from '../../../ui/list-empty-state';
import { useIsWideFrom } from '../../../ui/use-screen-width';
import { folderPath, folderTree, subfolders, visibleDocuments } from '../document-tree';
import { deleteDocument } from '../documents.commands';
import { useLibrary, type DocumentRow, type LibraryScope } from '../documents.queries';
import { CreateFolderDialog } from './create-folder-dialog';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { DocumentBinDialog } from './document-bin-dialog';
import { DocumentListItem } from './document-list-item';
import { FolderCrumbs, FolderTree, type LibraryLocation, type LibraryRoot } from './folder-navigation';
import { UploadDialog, type UploadTarget } from './upload-dialog';

export interface DocumentLibraryProps {
  scope: LibraryScope;
  /** The top levels of the tree: each organisation in view, or the device's organisation. */
  roots: readonly { organisationId: string; label: string }[];
  /** Set on a device's screen: uploads and folders belong to the device, the bin is the device's. */
  serviceObjectId: string | null;
}

type OpenDialog = 'upload' | 'folder' | 'bin' | null;

export function DocumentLibrary({ scope, roots, serviceObjectId }: DocumentLibraryProps) {
  const { t } = useLingui();
  const db = useDatabase();
  const client = useApiClient();
  const { userId } = useSync();
  const ability = useAppAbility();
  const library = useLibrary(scope);
  const commandStates = useCommandStates('documents');
  const [chosen, setChosen] = useState<LibraryLocation | null>(null);
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [deleting, setDeleting] = useState<DocumentRow | null>(null);
  const isWide = useIsWideFrom('md');
  const [isKeeping, setIsKeeping] = useState(false);
  const canCreate = ability.can('create', 'documents');
  const canDelete = ability.can('delete', 'documents');

  const libraryRoots: LibraryRoot[] = roots.map((root) => {
    const folders = (library?.folders ?? []).filter(
      (folder) => folder.organisationId === root.organisationId,
    );
    return { ...root, folders, tree: folderTree(folders) };
  });
  const firstRoot = libraryRoots[0];
  // A chosen folder that is gone (another organisation picked, or not synced) falls back to the top.
  const location: LibraryLocation | null =
    chosen &&
    libraryRoots.some(
      (root) =>
        root.organisationId === chosen.organisationId &&
        (chosen.folderId === null || root.folders.some((folder) => folder.id === chosen.folderId)),
    )
      ? chosen
      : firstRoot
        ? { organisationId: firstRoot.organisationId, folderId: null }
        : null;
  const currentRoot = libraryRoots.find((root) => root.organisationId === location?.organisationId);
  const currentFolders = currentRoot?.folders ?? [];
  const isSearching = search.trim() !== '';
  const rootIds = new Set(roots.map((root) => root.organisationId));
  const allFolderNames = new Map((library?.folders ?? []).map((folder) => [folder.id, folder.name]));
  const documents = library
    ? isSearching
      ? visibleDocuments(
          library.documents.filter((document) => rootIds.has(document.organisationId)),
          null,
          new Set(),
          search,
        )
      : visibleDocuments(
          library.documents.filter((document) => document.organisationId === location?.organisationId),
          location?.folderId ?? null,
          new Set(currentFolders.map((folder) => folder.id)),
          '',
        )
    : undefined;
  const childFolders = location && !isSearching ? subfolders(currentFolders, location.folderId) : [];
  const path = location ? folderPath(currentFolders, location.folderId) : [];
  const locationName = [currentRoot?.label ?? '', ...path.map((folder) => folder.name)].join(' / ');

  const uploadTargets: UploadTarget[] = libraryRoots.flatMap((root) => {
    const targets: UploadTarget[] = [
      {
        key: `${root.organisationId}:`,
        organisationId: root.organisationId,
        folderId: null,
        label: root.label,
      },
    ];
    const walk = (nodes: LibraryRoot['tree'], prefix: string) => {
      for (const node of nodes) {
        const label = `${prefix} / ${node.folder.name}`;
        targets.push({
          key: `${root.organisationId}:${node.folder.id}`,
          organisationId: root.organisationId,
          folderId: node.folder.id,
          label,
        });
        walk(node.children, label);
      }
    };
    walk(root.tree, root.label);
    return targets;
  });

  async function confirmDelete(document: DocumentRow) {
    setDeleting(null);
    try {
      await deleteDocument(db, userId, document.id, t`Verwijderen: ${document.name}`);
      toast.success(t`Naar de prullenbak verplaatst`);
    } catch (error) {
      toast.error(
        isQuotaExceededError(error)
          ? storageFullMessage()
          : t`Verwijderen kon niet op dit apparaat worden opgeslagen.`,
      );
    }
  }

  async function keepFolderOffline(rows: readonly DocumentRow[]) {
    if (!navigator.onLine) {
      toast.info(t`Je bent offline. Documenten offline bewaren kan zodra er verbinding is.`);
      return;
    }
    setIsKeeping(true);
    try {
      const result = await keepOffline(
        client,
        rows.filter((row) => !row.syncPending).map((row) => filePaths.documentDownload(row.id)),
        userId,
      );
      if (result.failed.length > 0)
        toast.error(t`Niet alle documenten konden worden opgehaald; probeer het later opnieuw.`);
      else if (result.notStored.length > 0)
        toast.warn(t`Dit apparaat kan de documenten nu niet bewaren (geen opslag beschikbaar).`);
      else toast.success(t`De documenten in deze map staan offline op dit apparaat.`);
    } finally {
      setIsKeeping(false);
    }
  }

  // The folder tree beside the documents on a wide screen, the path above them on a phone.
  const navigation =
    location &&
    (isWide ? (
      <Box>
        <FolderTree roots={libraryRoots} location={location} onSelect={setChosen} />
      </Box>
    ) : (
      <Box>
        {!isSearching && <FolderCrumbs roots={libraryRoots} location={location} onSelect={setChosen} />}
      </Box>
    ));

  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        {canCreate && location && (
          <>
            <Button colorPalette="brand" size="sm" onClick={() => setDialog('upload')}>
              <UploadIcon />
              {t`Uploaden`}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setDialog('folder')}>
              <PlusIcon />
              {t`Nieuwe map`}
            </Button>
          </>
        )}
        {documents && documents.length > 0 && (
          <Button
            variant="outline"
            size="sm"
            loading={isKeeping}
            onClick={() => void keepFolderOffline(documents)}
          >
            <CloudCheckIcon />
            {t`Offline bewaren`}
          </Button>
        )}
        {canDelete && (
          <Button variant="ghost" size="sm" onClick={() => setDialog('bin')}>
            {t`Prullenbak`}
          </Button>
        )}
      </HStack>

      <InputGroup startElement={<SearchIcon boxSize="4" color="fg.muted" />}>
        <Input
          type="search"
          aria-label={t`Zoek documenten op naam`}
          placeholder={t`Zoek op naam in alle mappen`}
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
      </InputGroup>

      <Grid templateColumns={{ base: '1fr', md: '16rem 1fr' }} gap="4" alignItems="start">
        {navigation ?? <Box hideBelow="md" />}
        <Stack gap="3" minW="0" as="section" aria-label={isSearching ? t`Zoekresultaten` : locationName}>
          <CollectionStateView
            collection="documents"
            rows={documents === undefined ? undefined : [...childFolders, ...documents]}
            isFiltered={isSearching}
            empty={
              <ListEmptyState
                title={t`Deze map is leeg`}
                description={canCreate ? t`Upload documenten of maak een map aan.` : undefined}
                icon={FolderIcon}
              />
            }
          >
            {documents && documents.length > 0 ? (
              <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Documenten`}>
                {documents.map((document) => (
                  <DocumentListItem
                    key={document.id}
                    document={document}
                    commandState={commandStates?.get(document.id)}
                    folderName={
                      isSearching && document.folderId ? allFolderNames.get(document.folderId) : undefined
                    }
                    canDelete={canDelete}
                    onDelete={setDeleting}
                  />
                ))}
              </Stack>
            ) : (
              documents && (
                <ListEmptyState
                  title={t`Geen documenten in deze map`}
                  description={t`Open een van de mappen hierboven, of upload hier een document.`}
                  icon={FolderIcon}
                />
              )
            )}
          </CollectionStateView>
        </Stack>
      </Grid>

      {location && (
        <>
          <UploadDialog
            isOpen={dialog === 'upload'}
            targets={uploadTargets}
            initialTargetKey={`${location.organisationId}:${location.folderId ?? ''}`}
            serviceObjectId={serviceObjectId}
            onClose={() => setDialog(null)}
          />
          <CreateFolderDialog
            isOpen={dialog === 'folder'}
            organisationId={location.organisationId}
            parentId={location.folderId}
            serviceObjectId={serviceObjectId}
            locationName={locationName}
            siblings={subfolders(currentFolders, location.folderId)}
            onCreated={(folderId) => {
              setDialog(null);
              setChosen({ organisationId: location.organisationId, folderId });
            }}
            onClose={() => setDialog(null)}
          />
        </>
      )}
      <DocumentBinDialog
        isOpen={dialog === 'bin'}
        organisationId={serviceObjectId ? undefined : location?.organisationId}
        serviceObjectId={serviceObjectId ?? undefined}
        onClose={() => setDialog(null)}
      />
      <DeleteDocumentDialog
        document={deleting}
        onConfirm={(document) => void confirmDelete(document)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
