"""Errors that carry a message a user can act on. The CLI prints them without a traceback."""


class TermigenError(Exception):
    """Base for every error whose message says what is wrong and what to do."""


class DockerUnavailable(TermigenError):
    pass


class ImageMissing(TermigenError):
    pass


class ImageBuildError(TermigenError):
    def __init__(self, message: str, log_tail: str = "", log_path: str | None = None):
        super().__init__(message)
        self.log_tail = log_tail
        self.log_path = log_path

    def __str__(self) -> str:
        s = super().__str__()
        if self.log_tail:
            s += "\n--- build log (tail) ---\n" + self.log_tail
        if self.log_path:
            s += f"\n(full log: {self.log_path})"
        return s


class TaskFormatError(TermigenError):
    """A task folder that cannot be read: names the file and the field."""

    def __init__(self, path, message: str):
        super().__init__(f"{path}: {message}")
        self.path = path


class UnknownFamily(TermigenError):
    pass


class SandboxError(TermigenError):
    pass
