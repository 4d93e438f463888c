/**
 * How the user moves between folders. From tablet width up: a collapsible tree of every folder (per
 * organisation when several are in view), each level a list of buttons, so Tab, Enter and Space
 * work and screen readers hear which folder is open (`aria-current`) and which branch is expanded
 * (`aria-expanded`). On phones: a breadcrumb to go up and the subfolders of the open folder to go
 * down, which fits 360 px.
 */
import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ChevronDownIcon, FolderIcon } from '../../../ui/icons/line-icons';
import { folderPath, subfolders, type FolderNode } from '../document-tree';
import type { FolderRow } from '../documents.queries';

/** Where the user is: an organisation's (or device's) top level, or one of its folders. */
export interface LibraryLocation {
  organisationId: string;
  folderId: string | null;
}

export interface LibraryRoot {
  organisationId: string;
  label: string;
  tree: FolderNode<FolderRow>[];
  folders: FolderRow[];
}

export interface FolderNavigationProps {
  roots: readonly LibraryRoot[];
  location: LibraryLocation;
  onSelect: (location: LibraryLocation) => void;
}

export function FolderTree({ roots, location, onSelect }: FolderNavigationProps) {
  const { t } = useLingui();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [unfoldedRoots, setUnfoldedRoots] = useState<ReadonlySet<string>>(new Set());
  const currentRoot = roots.find((root) => root.organisationId === location.organisationId);
  // The branch leading to the open folder is always shown.
  const openPath = new Set(
    currentRoot ? folderPath(currentRoot.folders, location.folderId).map((folder) => folder.id) : [],
  );

  function toggle(key: string) {
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  function renderNodes(root: LibraryRoot, nodes: FolderNode<FolderRow>[], depth: number) {
    return (
      <Stack as="ul" gap="0.5" listStyleType="none">
        {nodes.map((node) => {
          const key = node.folder.id;
          const isExpanded = openPath.has(key) || !collapsed.has(key);
          const isCurrent = location.organisationId === root.organisationId && location.folderId === key;
          return (
            <Box as="li" key={key}>
              <TreeRow
                label={node.folder.name}
                depth={depth}
                isCurrent={isCurrent}
                hasChildren={node.children.length > 0}
                isExpanded={isExpanded}
                onToggle={() => toggle(key)}
                onSelect={() => onSelect({ organisationId: root.organisationId, folderId: key })}
              />
              {node.children.length > 0 && isExpanded && renderNodes(root, node.children, depth + 1)}
            </Box>
          );
        })}
      </Stack>
    );
  }

  return (
    <Box as="nav" aria-label={t`Mappen`}>
      <Stack as="ul" gap="1" listStyleType="none">
        {roots.map((root) => {
          const key = `root:${root.organisationId}`;
          // Only the open organisation is unfolded at first: a holding's children stay one line each.
          const isExpanded = roots.length === 1 || root === currentRoot || unfoldedRoots.has(key);
          return (
            <Box as="li" key={key}>
              <TreeRow
                label={root.label}
                depth={0}
                isCurrent={location.organisationId === root.organisationId && location.folderId === null}
                hasChildren={root.tree.length > 0 && roots.length > 1 && root !== currentRoot}
                isExpanded={isExpanded}
                isRoot
                onToggle={() =>
                  setUnfoldedRoots((current) => {
                    const next = new Set(current);
                    if (next.has(key)) next.delete(key);
                    else next.add(key);
                    return next;
                  })
                }
                onSelect={() => onSelect({ organisationId: root.organisationId, folderId: null })}
              />
              {isExpanded && renderNodes(root, root.tree, 1)}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

function TreeRow({
  label,
  depth,
  isCurrent,
  hasChildren,
  isExpanded,
  isRoot = false,
  onToggle,
  onSelect,
}: {
  label: string;
  depth: number;
  isCurrent: boolean;
  hasChildren: boolean;
  isExpanded: boolean;
  isRoot?: boolean;
  onToggle: () => void;
  onSelect: () => void;
}) {
  const { t } = useLingui();
  return (
    <HStack gap="0.5" ps={`${depth * 0.875}rem`}>
      {hasChildren ? (
        <IconButton
          size="2xs"
          variant="ghost"
          aria-expanded={isExpanded}
          aria-label={isExpanded ? t`${label} dichtklappen` : t`${label} openklappen`}
          onClick={onToggle}
        >
          <ChevronDownIcon transform={isExpanded ? undefined : 'rotate(-90deg)'} />
        </IconButton>
      ) : (
        <Box w="6" flexShrink={0} />
      )}
      <Button
        size="sm"
        variant={isCurrent ? 'subtle' : 'ghost'}
        colorPalette={isCurrent ? 'brand' : 'gray'}
        aria-current={isCurrent ? 'true' : undefined}
        justifyContent="flex-start"
        flex="1"
        minW="0"
        h="auto"
        minH="8"
        py="1.5"
        whiteSpace="normal"
        textAlign="start"
        fontWeight={isRoot ? 'semibold' : 'normal'}
        onClick={onSelect}
      >
        <FolderIcon />
        <Text wordBreak="break-word">{label}</Text>
      </Button>
    </HStack>
  );
}

/** Phones: the breadcrumb up to the open folder, then its subfolders as a list to go down. */
export function FolderCrumbs({ roots, location, onSelect }: FolderNavigationProps) {
  const { t } = useLingui();
  const root = roots.find((candidate) => candidate.organisationId === location.organisationId) ?? roots[0];
  if (!root) return null;
  const path = folderPath(root.folders, location.folderId);
  const below = subfolders(root.folders, location.folderId);
  const otherRoots = location.folderId === null ? roots.filter((candidate) => candidate !== root) : [];
  return (
    <Stack gap="2">
      <Box as="nav" aria-label={t`Kruimelpad`}>
        <HStack as="ol" gap="1" wrap="wrap" listStyleType="none" fontSize="sm">
          <Box as="li">
            <Button
              size="xs"
              variant="ghost"
              aria-current={location.folderId === null ? 'page' : undefined}
              onClick={() => onSelect({ organisationId: root.organisationId, folderId: null })}
            >
              {root.label}
            </Button>
          </Box>
          {path.map((folder) => (
            <HStack as="li" key={folder.id} gap="1">
              <Text aria-hidden color="fg.muted">
                /
              </Text>
              <Button
                size="xs"
                variant="ghost"
                aria-current={folder.id === location.folderId ? 'page' : undefined}
                onClick={() => onSelect({ organisationId: root.organisationId, folderId: folder.id })}
              >
                {folder.name}
              </Button>
            </HStack>
          ))}
        </HStack>
      </Box>
      {(below.length > 0 || otherRoots.length > 0) && (
        <Stack as="ul" gap="1" listStyleType="none" aria-label={t`Mappen`}>
          {below.map((folder) => (
            <Box as="li" key={folder.id}>
              <Button
                width="full"
                variant="outline"
                size="sm"
                justifyContent="flex-start"
                h="auto"
                minH="8"
                py="1.5"
                whiteSpace="normal"
                textAlign="start"
                onClick={() => onSelect({ organisationId: root.organisationId, folderId: folder.id })}
              >
                <FolderIcon />
                <Text wordBreak="break-word">{folder.name}</Text>
              </Button>
            </Box>
          ))}
          {otherRoots.map((other) => (
            <Box as="li" key={other.organisationId}>
              <Button
                width="full"
                variant="outline"
                size="sm"
                justifyContent="flex-start"
                h="auto"
                minH="8"
                py="1.5"
                whiteSpace="normal"
                textAlign="start"
                onClick={() => onSelect({ organisationId: other.organisationId, folderId: null })}
              >
                <FolderIcon />
                <Text wordBreak="break-word">{other.label}</Text>
              </Button>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
