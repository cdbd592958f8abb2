-- Invoices still unpaid 30 days after their due date, with the customer to chase, oldest first.
SELECT c.name, c.email, i.number, i.amount_due, i.due_date,
       CURRENT_DATE - i.due_date AS days_late
FROM invoices i
JOIN customers c ON c.id = i.customer_id
WHERE i.paid_at IS NULL
  AND i.due_date < CURRENT_DATE - INTERVAL '30 days'
ORDER BY i.due_date;
