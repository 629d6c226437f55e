"""The operating system's refusals in the interface's language.

A failed save, export or read must be said (nothing is lost silently), and said in the
words of the interface: ``exc.strerror`` is the C library's English ("Permission
denied", "No space left on device"). The usual refusals are worded here by their
``errno``; any other keeps the system's own words, after the file it names.
"""

from __future__ import annotations

import errno

from sv_desktop.common.wording import QT_TRANSLATE_NOOP, translate

REASONS = {
    errno.ENOENT: QT_TRANSLATE_NOOP("OSError", "no such file or folder"),
    errno.EACCES: QT_TRANSLATE_NOOP("OSError", "permission denied"),
    errno.EPERM: QT_TRANSLATE_NOOP("OSError", "operation not permitted"),
    errno.ENOSPC: QT_TRANSLATE_NOOP("OSError", "the disk is full"),
    errno.EDQUOT: QT_TRANSLATE_NOOP("OSError", "the disk quota is used up"),
    errno.EROFS: QT_TRANSLATE_NOOP("OSError", "the disk is read-only"),
    errno.EISDIR: QT_TRANSLATE_NOOP("OSError", "it is a folder, not a file"),
    errno.ENOTDIR: QT_TRANSLATE_NOOP("OSError", "a part of the path is not a folder"),
    errno.ENAMETOOLONG: QT_TRANSLATE_NOOP("OSError", "the name is too long"),
    errno.EEXIST: QT_TRANSLATE_NOOP("OSError", "the file already exists"),
    errno.EBUSY: QT_TRANSLATE_NOOP("OSError", "the file is in use"),
    errno.EIO: QT_TRANSLATE_NOOP("OSError", "the disk could not be read or written"),
    errno.EMFILE: QT_TRANSLATE_NOOP("OSError", "too many files are open"),
    errno.EINVAL: QT_TRANSLATE_NOOP("OSError", "the name is not valid here"),
}
"""The refusals worded in the interface's language (context "OSError"), by errno."""


def reason_text(exc: OSError) -> str:
    """Why the system refused, in the interface's language when it is a usual refusal,
    else in the system's words; never empty."""
    worded = REASONS.get(exc.errno) if exc.errno is not None else None
    if worded is not None:
        return translate("OSError", worded)
    return exc.strerror or str(exc) or type(exc).__name__


def os_error_text(exc: OSError) -> str:
    """The refusal with the file it concerns: "<file>: permission denied"."""
    reason = reason_text(exc)
    if exc.filename is None:
        return reason
    if exc.filename2 is not None:
        return translate("OSError", "{file} → {other}: {reason}").format(
            file=exc.filename, other=exc.filename2, reason=reason)
    return translate("OSError", "{file}: {reason}").format(file=exc.filename, reason=reason)
