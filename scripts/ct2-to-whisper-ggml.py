#!/usr/bin/env python3
"""Convert a Whisper model in CTranslate2 format (model.bin) to whisper.cpp's ggml format.

    scripts/ct2-to-whisper-ggml.py MODEL.bin MEL_FILTERS.npz VOCAB.tiktoken OUT.bin

Needs only numpy. The inputs are facts about two file formats:

CTranslate2 model.bin (binary version 6, little endian):
    u32 version, str spec name, u32 revision, u32 variable count, then per variable
    str name, u8 rank, u32 dims[rank], u8 dtype (0 f32, 1 i8, 2 i16, 3 i32, 4 f16, 5 bf16),
    u32 byte count, data; then u32 alias count and (str alias, str target) pairs.
    A str is a u16 length (counting a trailing NUL) and the bytes.
    Whisper specs fuse the self-attention query/key/value projections into `linear_0`
    ([3*d, d]; Whisper's key projection has no bias, so its slice of the bias is zero) and the
    cross-attention key/value into `linear_1` ([2*d, d]).

whisper.cpp ggml model (what whisper.cpp's loader reads):
    u32 magic 0x67676d6c; i32 n_vocab, n_audio_ctx, n_audio_state, n_audio_head,
    n_audio_layer, n_text_ctx, n_text_state, n_text_head, n_text_layer, n_mels, ftype (1 = f16);
    i32 n_mel, i32 n_fft, f32 mel filters [n_mel * n_fft]; i32 token count and per token
    u32 length + bytes (the tiktoken ranks in order); then tensors: i32 n_dims, i32 name length,
    i32 type (0 f32, 1 f16), i32 dims innermost first, name, data (row-major).
    Matrices and convolution kernels are f16; biases, norms and positional embeddings f32; the
    convolution biases are stored as [n_state, 1].
"""
import base64
import struct
import sys

import numpy as np

CT2_DTYPES = {0: np.float32, 1: np.int8, 2: np.int16, 3: np.int32, 4: np.float16}


def read_ct2(path):
    data = open(path, "rb").read()
    pos = 0

    def take(fmt):
        nonlocal pos
        values = struct.unpack_from(fmt, data, pos)
        pos += struct.calcsize(fmt)
        return values

    def text():
        nonlocal pos
        (length,) = take("<H")
        value = data[pos:pos + length - 1].decode("utf-8")
        pos += length
        return value

    (version,) = take("<I")
    if version != 6:
        sys.exit(f"unsupported CTranslate2 binary version {version} (expected 6)")
    spec = text()
    if spec != "WhisperSpec":
        sys.exit(f"not a Whisper model: spec {spec!r}")
    take("<I")  # spec revision
    (count,) = take("<I")
    variables = {}
    for _ in range(count):
        name = text()
        (rank,) = take("<B")
        dims = take(f"<{rank}I")
        (dtype,) = take("<B")
        (size,) = take("<I")
        if dtype not in CT2_DTYPES:
            sys.exit(f"{name}: unsupported dtype id {dtype}")
        array = np.frombuffer(data, dtype=CT2_DTYPES[dtype], count=size // np.dtype(CT2_DTYPES[dtype]).itemsize, offset=pos)
        variables[name] = array.reshape(dims) if rank else array
        pos += size
    (aliases,) = take("<I")
    for _ in range(aliases):
        alias, target = text(), text()
        variables[alias] = variables[target]
    return variables


def convert(ct2, filters, vocab_path):
    tensors = []  # (name, array)
    enc_layers = sorted({int(k.split("/")[1][6:]) for k in ct2 if k.startswith("encoder/layer_") and k.split("/")[1][6:].isdigit()})
    dec_layers = sorted({int(k.split("/")[1][6:]) for k in ct2 if k.startswith("decoder/layer_") and k.split("/")[1][6:].isdigit()})

    def norm(dst, src):
        tensors.append((dst + ".weight", ct2[src + "/gamma"]))
        tensors.append((dst + ".bias", ct2[src + "/beta"]))

    def linear(dst, src, bias=True):
        tensors.append((dst + ".weight", ct2[src + "/weight"]))
        if bias:
            tensors.append((dst + ".bias", ct2[src + "/bias"]))

    def split(dst_names, src):
        weights = np.split(ct2[src + "/weight"], len(dst_names))
        biases = np.split(ct2[src + "/bias"], len(dst_names))
        for dst, w, b in zip(dst_names, weights, biases):
            tensors.append((dst + ".weight", w))
            if not dst.endswith(".key"):
                tensors.append((dst + ".bias", b))
            elif np.any(b != 0):
                sys.exit(f"{src}: key bias is not zero; Whisper's key projection has none")

    def mlp(dst, src):
        norm(dst + ".mlp_ln", src + "/ffn/layer_norm")
        linear(dst + ".mlp.0", src + "/ffn/linear_0")
        linear(dst + ".mlp.2", src + "/ffn/linear_1")

    tensors.append(("encoder.positional_embedding", ct2["encoder/position_encodings/encodings"]))
    for i in (1, 2):
        tensors.append((f"encoder.conv{i}.weight", ct2[f"encoder/conv{i}/weight"]))
        tensors.append((f"encoder.conv{i}.bias", ct2[f"encoder/conv{i}/bias"].reshape(-1, 1)))
    for i in enc_layers:
        dst, src = f"encoder.blocks.{i}", f"encoder/layer_{i}"
        norm(dst + ".attn_ln", src + "/self_attention/layer_norm")
        split([dst + ".attn.query", dst + ".attn.key", dst + ".attn.value"], src + "/self_attention/linear_0")
        linear(dst + ".attn.out", src + "/self_attention/linear_1")
        mlp(dst, src)
    norm("encoder.ln_post", "encoder/layer_norm")

    tensors.append(("decoder.positional_embedding", ct2["decoder/position_encodings/encodings"]))
    tensors.append(("decoder.token_embedding.weight", ct2["decoder/embeddings/weight"]))
    for i in dec_layers:
        dst, src = f"decoder.blocks.{i}", f"decoder/layer_{i}"
        norm(dst + ".attn_ln", src + "/self_attention/layer_norm")
        split([dst + ".attn.query", dst + ".attn.key", dst + ".attn.value"], src + "/self_attention/linear_0")
        linear(dst + ".attn.out", src + "/self_attention/linear_1")
        norm(dst + ".cross_attn_ln", src + "/attention/layer_norm")
        linear(dst + ".cross_attn.query", src + "/attention/linear_0")
        split([dst + ".cross_attn.key", dst + ".cross_attn.value"], src + "/attention/linear_1")
        linear(dst + ".cross_attn.out", src + "/attention/linear_2")
        mlp(dst, src)
    norm("decoder.ln", "decoder/layer_norm")

    n_vocab, n_state = ct2["decoder/embeddings/weight"].shape
    n_mels = ct2["encoder/conv1/weight"].shape[1]
    hparams = [
        n_vocab,
        ct2["encoder/position_encodings/encodings"].shape[0],
        n_state,
        int(ct2["encoder/num_heads"].reshape(-1)[0]),
        len(enc_layers),
        ct2["decoder/position_encodings/encodings"].shape[0],
        n_state,
        int(ct2["decoder/num_heads"].reshape(-1)[0]),
        len(dec_layers),
        n_mels,
        1,  # f16
    ]
    mel = np.load(filters)[f"mel_{n_mels}"].astype(np.float32)
    tokens = []
    for line in open(vocab_path, "rb"):
        if line.strip():
            token, rank = line.split()
            tokens.append((int(rank), base64.b64decode(token)))
    tokens.sort()
    return hparams, mel, [t for _, t in tokens], tensors


F32_NAMES = {"encoder.positional_embedding", "decoder.positional_embedding", "encoder.conv1.bias", "encoder.conv2.bias"}


def write(path, hparams, mel, tokens, tensors):
    with open(path, "wb") as out:
        out.write(struct.pack("<I", 0x67676D6C))
        out.write(struct.pack("<11i", *hparams))
        out.write(struct.pack("<ii", *mel.shape))
        out.write(mel.tobytes())
        out.write(struct.pack("<i", len(tokens)))
        for token in tokens:
            out.write(struct.pack("<I", len(token)))
            out.write(token)
        for name, array in tensors:
            f16 = array.ndim >= 2 and name not in F32_NAMES
            array = np.ascontiguousarray(array.astype(np.float16 if f16 else np.float32))
            encoded = name.encode("utf-8")
            out.write(struct.pack("<iii", array.ndim, len(encoded), 1 if f16 else 0))
            out.write(struct.pack(f"<{array.ndim}i", *reversed(array.shape)))
            out.write(encoded)
            out.write(array.tobytes())


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__.strip().splitlines()[2].strip())
    model, filters, vocab, out = sys.argv[1:]
    hparams, mel, tokens, tensors = convert(read_ct2(model), filters, vocab)
    write(out, hparams, mel, tokens, tensors)
    print(f"wrote {out}: {len(tensors)} tensors, hparams {hparams}", file=sys.stderr)


if __name__ == "__main__":
    main()
