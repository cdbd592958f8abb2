package cache

import "container/list"

// LRU keeps at most Capacity entries; reading or writing an entry makes it the most recent, and
// adding past the capacity evicts the least recently used one.
type LRU struct {
	Capacity int
	order    *list.List
	items    map[string]*list.Element
}

type entry struct {
	key   string
	value []byte
}

func New(capacity int) *LRU {
	return &LRU{Capacity: capacity, order: list.New(), items: map[string]*list.Element{}}
}

func (c *LRU) Get(key string) ([]byte, bool) {
	if el, ok := c.items[key]; ok {
		c.order.MoveToFront(el)
		return el.Value.(*entry).value, true
	}
	return nil, false
}

func (c *LRU) Put(key string, value []byte) {
	if el, ok := c.items[key]; ok {
		el.Value.(*entry).value = value
		c.order.MoveToFront(el)
		return
	}
	c.items[key] = c.order.PushFront(&entry{key, value})
	if c.order.Len() > c.Capacity {
		oldest := c.order.Back()
		c.order.Remove(oldest)
		delete(c.items, oldest.Value.(*entry).key)
	}
}
