// Package outfile is how edagym writes every file it produces (match files,
// exported players, checkpoints, metrics, plots) without destroying what is
// at the path or leaving half a file there.
//
// What happens depends on what the path names:
//
//   - nothing, or a regular file: the output goes to a hidden temporary file
//     beside it (".NAME.edagym-tmp-PID-NNNN"), is synced, and is renamed over
//     the path only when complete, so a reader sees the old file or the whole
//     new one, never a part; an existing file's permissions are kept. The
//     temporary files that killed writers of the path left (SIGKILL) are
//     removed first: this user's, whose writer is gone or a day old.
//   - a symbolic link: the link is followed (as the shell's > would) and its
//     target is replaced as above; the link itself stays.
//   - a character or block device, or a FIFO: the output is streamed into it.
//     Renaming over /dev/null would replace the device with a regular file,
//     and a FIFO's reader would get nothing.
//   - a link that names no path (/dev/stdout, /dev/fd/N, a shell's >(...)):
//     the output is streamed into what it leads to.
//   - a directory, or anything else: an error.
package outfile
